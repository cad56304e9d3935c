import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The tablet runs PDFKit's browser build (fflate, no Node streams); tests run the same build.
    alias: { pdfkit: fileURLToPath(new URL('./node_modules/pdfkit/js/pdfkit.browser.mjs', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test-setup.ts'],
    environment: 'node',
    restoreMocks: true,
    // Server tests create, migrate and seed a database each; on the 2-core CI
    // machine under full load that can pass vitest's 5 s default without
    // anything being wrong. A hung test still fails.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest runs one file at a time on two cores (cores - 1); a server test waits on its database most of the time,
    // so two at once overlap the waits: each file has a database of its own (src/server/testing/test-database.ts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
