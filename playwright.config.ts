// Browser tests against the built app and the real server, in Debian's
// Chromium (never a downloaded browser: the machines cannot fetch one).
// `npm run test:e2e` builds first; the server starts here on its own port
// with a fresh, empty data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

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
  workers: process.env.CI ? 1 : 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    // The tablet the agents carry, held upright.
    viewport: { width: 768, height: 1024 },
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // tablet.test is this machine (127.0.0.1) to Chromium alone: a page at
        // http://tablet.test is what a tablet on the Wi-Fi sees (not a secure
        // context), and no test traffic ever goes anywhere but loopback.
        '--host-resolver-rules=MAP tablet.test 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
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
      // The secure address the banner of an http page names.
      PUBLIC_URL: 'https://tablet.test',
    },
  },
});
