import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import './display.css';
import { TableDisplayApp } from './TableDisplay';
import { createTableSource } from './source';

const source = createTableSource(window as Window & { adcTable?: import('./source').TablePreload });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TableDisplayApp source={source} />
  </StrictMode>,
);
