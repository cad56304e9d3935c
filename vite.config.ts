// The web app: Vite's root is src/web, the build lands in dist/web at the
// repository root, where the Fastify server serves it from.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react()],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    // Hashed files under /assets are served with a one-year immutable cache.
    assetsDir: 'assets',
  },
  server: {
    // `npm run dev:web` serves the app with hot reload and sends API calls to
    // the server started with `npm run dev:server`.
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
