// Builds the renderer (React) into dist/renderer, loadable from file:// (Electron) or the browser host.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The dev server injects inline styles and the React Refresh preamble; relax the CSP there only.
const devCsp = {
  name: 'adc-dev-csp',
  apply: 'serve' as const,
  transformIndexHtml(html: string) {
    return html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'").replace("connect-src 'self'", "connect-src 'self' ws: http://127.0.0.1:* http://localhost:*");
  },
};

export default defineConfig({
  root: here('./renderer'),
  base: './',
  plugins: [react(), devCsp],
  publicDir: false,
  build: {
    outDir: here('./dist/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Fonts stay files (no data: URIs), so the CSP needs no font-src data:.
    assetsInlineLimit: 0,
    // The table display is its own small page (display.html): no game screens, nothing that sends.
    rollupOptions: { input: { main: here('./renderer/index.html'), display: here('./renderer/display.html') } },
  },
  server: {
    port: 5173,
    strictPort: false,
    fs: { allow: [here('.')] },
    // Live editing against a running browser host: ADC_HOST=http://127.0.0.1:PORT npx vite,
    // then open http://localhost:5173/?token=TOKEN (the token the host printed).
    ...(process.env.ADC_HOST
      ? {
          proxy: {
            '/ws': {
              target: process.env.ADC_HOST,
              ws: true,
              configure: (proxy) => {
                // The host accepts WebSockets only from its own origin.
                proxy.on('proxyReqWs', (req) => req.setHeader('origin', process.env.ADC_HOST!.replace(/\/$/, '')));
              },
            },
          },
        }
      : {}),
  },
});
