import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test('a reload right after typing keeps the customer and the goals', async ({ page }) => {
  await page.goto('/builder/customer');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Kowalski');
  await page.getByLabel('Phone').fill('16085550142');
  // As typed until the agent moves on; tidied then.
  await expect(page.getByLabel('Phone')).toHaveValue('16085550142');
  await page.getByLabel('Phone').blur();
  await expect(page.getByLabel('Phone')).toHaveValue('608-555-0142');
  await page.getByRole('link', { name: /Next/ }).click();
  await page.getByLabel('Goal 1', { exact: true }).fill('Lower heating bills');
  // No pause for the 300 ms autosave: the page is left at once.
  await page.reload();
  await expect(page.getByLabel('Goal 1', { exact: true })).toHaveValue('Lower heating bills');
  await page.goto('/builder/customer');
  await expect(page.getByLabel('First Name')).toHaveValue('Maria');
  await expect(page.getByLabel('Last Name')).toHaveValue('Kowalski');
  await expect(page.getByLabel('Phone')).toHaveValue('608-555-0142');
});

test('the wizard fits a phone held upright without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/builder/customer', '/builder/goals', '/builder/review']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Contract steps' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  }
});

/** The tablet switches to another app and back: the page is hidden, then visible again. */
async function switchAppsAndBack(page: Page) {
  for (const state of ['hidden', 'visible']) {
    await page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  }
}

test('typing, switching apps at once, coming back and typing on: the next cold start has the newest text', async ({
  page,
  context,
}) => {
  await page.goto('/builder/goals');
  const goal = page.getByLabel('Goal 1', { exact: true });
  const copies = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('contract-builder:unsaved-draft')));
  await goal.fill('Warm attic');
  // No pause: the page is hidden before the 300 ms autosave, so the copy in localStorage is written.
  await switchAppsAndBack(page);
  await goal.fill('Warm attic and dry basement');
  // Once the newer text is on the device, the older emergency copy is gone.
  await expect.poll(copies).toEqual([]);

  // A cold start: the tab is gone and the app is opened again.
  await page.close();
  const again = await context.newPage();
  await again.goto('/builder/goals');
  await expect(again.getByLabel('Goal 1', { exact: true })).toHaveValue('Warm attic and dry basement');
});
