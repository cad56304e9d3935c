// A new build reaches an open app as a prompt, never as a reload: the page
// keeps running (an open edit survives) until the agent presses Reload.
// The spec runs its own server on a copy of dist/web and "publishes a new
// build" by making that copy's sw.js byte-different.
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { homePage } from './home-page';
import { startServerWithWebCopy, type ServerWithWebCopy } from './server-with-web-copy';
import { checkForNewVersion, waitForServiceWorkerControl, workerStates } from './service-worker';

const test = base.extend<{ server: ServerWithWebCopy }>({
  // Playwright reads a fixture's dependencies from its first parameter; this one has none.
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, provide) => {
    const server = await startServerWithWebCopy();
    await provide(server);
    await server.close();
  },
});

type Marked = Window & { __sameDocument?: boolean };
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as Marked).__sameDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).__sameDocument === true);

test('a new build shows "A new version is available" and reloads only when asked', async ({ page, server }) => {
  test.setTimeout(60_000);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
  const reloadButton = prompt.getByRole('button', { name: 'Reload' });

  await page.goto(server.url);
  await expect(homePage(page).heading).toBeVisible();
  await waitForServiceWorkerControl(page);
  await expect(prompt).toBeHidden();
  await markDocument(page);

  server.publishNewBuild();
  await checkForNewVersion(page);
  await expect(prompt).toBeVisible();
  await expect(reloadButton).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();
  // The new version waits, and the page was not reloaded under the agent.
  await expect.poll(async () => (await workerStates(page)).waiting).toBe('installed');
  await page.waitForTimeout(1000);
  expect(await sameDocument(page), 'the page reloaded by itself').toBe(true);

  await Promise.all([page.waitForEvent('load'), reloadButton.click()]);
  expect(await sameDocument(page), 'Reload loads the page again').toBe(false);
  await expect(homePage(page).heading).toBeVisible();
  await expect(prompt).toBeHidden();
  expect(await workerStates(page)).toEqual({ active: 'activated', waiting: null, controlled: true });
});

test('Later hides the prompt, and it is back the next time the app opens', async ({ page, server }) => {
  test.setTimeout(60_000);
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });

  await page.goto(server.url);
  await expect(homePage(page).heading).toBeVisible();
  await waitForServiceWorkerControl(page);
  await markDocument(page);

  server.publishNewBuild();
  await checkForNewVersion(page);
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  expect(await sameDocument(page)).toBe(true);
  expect((await workerStates(page)).waiting).toBe('installed');

  // The agent opens the app again later: the new version is still waiting.
  await page.goto(server.url);
  await expect(prompt).toBeVisible();
  await markDocument(page);
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
  expect(await sameDocument(page), 'Reload loads the page again').toBe(false);
  expect(await workerStates(page)).toEqual({ active: 'activated', waiting: null, controlled: true });
});
