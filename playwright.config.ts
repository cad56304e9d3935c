// Browser tests against the built app and the compiled server, in Debian's
// Chromium (never a downloaded browser: the machines cannot fetch one).
// `npm run test:e2e` builds both first; the server starts here on its own
// port with a fresh, empty data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, TABLET_VIEWPORT } from './e2e/chromium';

// Set here so that every worker, and the specs that build their own URLs
// (e2e/tablet-over-http.spec.ts), agree on the port.
process.env.E2E_PORT ??= '3100';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

// This file is evaluated again in every worker; the variable makes them all
// agree on the directory the main process created.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'contract-builder-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two browsers at once on CI's two cores as on a laptop: a test waits on the server, the service worker and the
  // clock far more than it computes. Every test comes from an address of its own (e2e/fixtures.ts).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  // A test walks a whole visit, and the layout tests check every dialog at
  // several sizes: on CI's two cores, beside a build, they near 30 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    viewport: TABLET_VIEWPORT,
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The compiled server, as production runs it (`npm run test:e2e` builds it).
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Always the embedded database in the fresh DATA_DIR, even where the
      // shell has DATABASE_URL for the server tests (CI): every run starts
      // empty, sign-in limits included.
      DATABASE_URL: '',
      // Each test comes from an address of its own (X-Forwarded-For, e2e/fixtures.ts).
      TRUST_PROXY: '1',
      // The secure address the banner of an http page names.
      PUBLIC_URL: 'https://tablet.test',
    },
  },
});
