// The server, compiled for production: `npm run build` bundles src/server
// (and the shared src/api and src/domain) into plain JavaScript in
// dist/server, so production runs `node dist/server/main.js` with only the
// dependencies installed (`npm ci --omit=dev`): no TypeScript, no tsx.
// Packages stay imports of node_modules (an SSR build externalises them).
// Every file lands directly in dist/server, so the paths the code works out
// from its own location (dist/web two levels up, migrations beside it) hold
// for the compiled files as they do for src/server/*.ts.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The SQL migrations are read from disk at start-up, beside the code that runs them. */
function copyMigrations(): Plugin {
  return {
    name: 'contract-builder:copy-migrations',
    apply: 'build',
    closeBundle() {
      const target = fromRoot('./dist/server/migrations');
      rmSync(target, { recursive: true, force: true });
      cpSync(fromRoot('./src/server/db/migrations'), target, { recursive: true });
    },
  };
}

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  // The server reads its own environment at start; nothing is baked in.
  envPrefix: 'CONTRACT_BUILDER_BUILD_',
  plugins: [copyMigrations()],
  build: {
    ssr: true,
    target: 'node20',
    outDir: fromRoot('./dist/server'),
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    rollupOptions: {
      input: {
        main: fromRoot('./src/server/main.ts'),
        admin: fromRoot('./src/server/cli/admin.ts'),
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
