import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './App';
import { createBridge, type AdcPreload } from './lib/bridge';
import { useApp } from './lib/store';

const bridge = createBridge(window as Window & { adc?: AdcPreload });
useApp.getState().attach(bridge);
(window as unknown as { __adcBridge: unknown }).__adcBridge = bridge;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
