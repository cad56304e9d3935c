// Every route change starts at the top of the page, Back and Forward too, as
// the original product did (docs/decisions/034-the-originals-details.md).
import { expect, test } from './fixtures';

test.use({ viewport: { width: 390, height: 600 } });

test('Back and Forward open the step at its top, not where it was left', async ({ page }) => {
  await page.goto('/builder/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
  const next = page.getByRole('link', { name: /Next/ });
  await next.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
  // The browser would have put the page back where it was: at the Next button.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('link', { name: /Next/ }).scrollIntoViewIfNeeded();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
