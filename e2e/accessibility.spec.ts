import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { signInAsDemoAgent } from './session-page';

for (const path of ['/', '/login']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe finds no violations on /data-transfer, signed in', async ({ page }) => {
  await signInAsDemoAgent(page);
  await page.goto('/data-transfer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const path of ['/builder/customer', '/builder/goals', '/builder/review']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Contract steps' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
