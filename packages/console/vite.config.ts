import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The API server `npm run dev` proxies to (scripts/dev.ts starts it on this port). */
const apiTarget = process.env.PORTICO_API ?? 'http://127.0.0.1:8080';
const proxied = ['/uc', '/internal-message', '/translate', '/app-config', '/examples', '/elements'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, apiTarget])),
      '/gc-websocket': { target: apiTarget, ws: true },
    },
  },
});
