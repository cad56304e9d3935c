// A screen's chunk that fails to arrive on a weak signal: the browser keeps
// the failed fetch for the life of the page, so asking again with the same
// import() fails at once. The app asks again at an address of its own, and
// the screen opens once the signal is back (src/web/app/retry-import.ts).
import { expect, test } from './fixtures';

// The lost fetch, as the browser reports it.
test.use({
  serviceWorkers: 'block',
  expectedConsoleErrors: [/net::ERR_FAILED|Failed to fetch dynamically imported module/],
});

test('a builder step whose chunk was lost on the way opens on the next try', async ({ page }) => {
  // The signal drops for the Goals step's chunk (its preload and its import), then comes back.
  const asked: string[] = [];
  await page.route(/\/assets\/goals-step-[\w-]+\.js(\?.*)?$/, async (route) => {
    asked.push(new URL(route.request().url()).search);
    if (asked.length <= 2) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/builder/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
  // The step is drawn before the app runs, its links plain ones: the app has taken it over once the form is there.
  await expect(page.getByRole('textbox', { name: /^First Name/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contract steps' }).getByRole('link', { name: 'Goals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible({ timeout: 10_000 });
  // It came at an address of its own: the chunk's own address, whose failure the browser remembers, was asked
  // once by the preload and at most once more by the import (Chromium 150 asks it only once).
  expect(asked.at(-1)).toMatch(/^\?retry=\d+$/);
  expect(asked.filter((search) => search === '').length).toBeLessThanOrEqual(2);
});
