import { expect, test } from './fixtures';

test('a reload right after typing keeps the customer and the goals', async ({ page }) => {
  await page.goto('/builder/customer');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Kowalski');
  await page.getByLabel('Phone').fill('16085550142');
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
});
