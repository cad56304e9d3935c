// After one online visit the app opens with the network off: the service
// worker's precache answers every page (the app shell and all route chunks).
// Also measures the time to a usable home page on an offline start, for the
// closing note; the numbers are printed and written to
// test-results/offline-start.json.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { homePage } from './home-page';
import { homeHeadingTime, recordHomeHeadingTime, waitForServiceWorkerControl } from './service-worker';

function recordTiming(testInfo: TestInfo, name: string, value: number): void {
  const dir = testInfo.project.outputDir;
  const file = join(dir, 'offline-start.json');
  mkdirSync(dir, { recursive: true });
  const timings = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  timings[name] = Math.round(value);
  writeFileSync(file, `${JSON.stringify(timings, null, 2)}\n`);
  // eslint-disable-next-line no-console -- the measurement is this spec's output
  console.log(`offline start: ${name} = ${Math.round(value)} ms`);
}

function collectErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

test('after one online visit, the app opens and every route works with the network off', async ({
  page,
  context,
}, testInfo) => {
  const home = homePage(page);
  await home.goto();
  await expect(home.heading).toBeVisible();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  const reloadStarted = Date.now();
  await page.reload();
  await expect(home.heading).toHaveText(/welcome/i);
  const reloadMs = Date.now() - reloadStarted;
  await expect(home.footer).toContainText('Version 3.0.0');

  // A deep link never opened online: index.html and its chunk come from the precache.
  await page.goto('/data-transfer');
  await expect(page).toHaveURL('/data-transfer');
  await expect(page.getByRole('button', { name: 'Download Latest Work Scopes' })).toBeVisible();

  // A new page while offline: nothing of the app is in memory in it.
  const cold = await context.newPage();
  const coldErrors: string[] = [];
  collectErrors(cold, coldErrors);
  await recordHomeHeadingTime(cold);
  const coldStarted = Date.now();
  await cold.goto('/');
  await expect(homePage(cold).heading).toHaveText(/welcome/i);
  const coldWallMs = Date.now() - coldStarted;
  await expect(homePage(cold).footer).toContainText('Version 3.0.0');
  const coldInPageMs = await homeHeadingTime(cold);
  expect(coldInPageMs, 'the home heading time was recorded').toBeDefined();

  recordTiming(testInfo, 'offlineReloadWallMs', reloadMs);
  recordTiming(testInfo, 'offlineNewPageWallMs', coldWallMs);
  recordTiming(testInfo, 'offlineNewPageHeadingMs', coldInPageMs ?? Number.NaN);
  expect(coldErrors, 'the offline page logged errors').toEqual([]);
  await cold.close();
  await context.setOffline(false);
});

test('a browser started with no network at all opens the app it saw once', async ({
  playwright,
  launchOptions,
  baseURL,
  viewport,
}, testInfo) => {
  // A real cold start: the browser is closed and started again, offline, on
  // the same profile; the worker and its caches come back from disk.
  const profile = mkdtempSync(join(tmpdir(), 'contract-builder-profile-'));
  const errors: string[] = [];
  try {
    const online = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, viewport });
    const first = online.pages()[0] ?? (await online.newPage());
    collectErrors(first, errors);
    await first.goto('/');
    await expect(homePage(first).heading).toBeVisible();
    await waitForServiceWorkerControl(first);
    await online.close();

    const offline = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport,
      offline: true,
    });
    const page = offline.pages()[0] ?? (await offline.newPage());
    collectErrors(page, errors);
    await recordHomeHeadingTime(page);
    const started = Date.now();
    await page.goto('/');
    await expect(homePage(page).heading).toHaveText(/welcome/i);
    const wallMs = Date.now() - started;
    await expect(homePage(page).footer).toContainText('Version 3.0.0');
    const inPageMs = await homeHeadingTime(page);
    expect(inPageMs, 'the home heading time was recorded').toBeDefined();
    recordTiming(testInfo, 'restartedBrowserWallMs', wallMs);
    recordTiming(testInfo, 'restartedBrowserHeadingMs', inPageMs ?? Number.NaN);
    await offline.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  expect(errors, 'the pages logged errors').toEqual([]);
});
