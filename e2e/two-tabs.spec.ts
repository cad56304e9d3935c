// Two tabs of the app on one tablet (two pages in one browser context, so one
// IndexedDB and one localStorage): a second tab never writes over the
// contract the first is building, and two contracts started in two tabs are
// both kept.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function typeCustomer(page: Page, first: string, last: string) {
  await page.goto('/builder/customer');
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(first);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(last);
}

test('two contracts started in two tabs are both kept', async ({ page, context }) => {
  await typeCustomer(page, 'Anna', 'Lis');

  // The second tab finds the first one's contract taken, is told, and builds its own.
  const second = await context.newPage();
  await second.goto('/builder/customer');
  await expect(
    second.getByText('The contract you were building is open in another tab or window.', { exact: false }),
  ).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('');
  await typeCustomer(second, 'Bruno', 'Wilk');
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Anna');

  // Both tabs closed, the app opened again: one contract in the builder, the other in My Contracts.
  await page.close();
  await second.close();
  const again = await context.newPage();
  await again.goto('/builder/customer');
  await expect(again.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Bruno');
  await again.goto('/contracts');
  await expect(
    again.getByRole('table', { name: 'Locally Saved Contracts' }).getByRole('row').filter({ hasText: 'Lis, Anna' }),
  ).toHaveCount(1);
});

test('a contract open in one tab cannot be changed in another, until the first lets it go', async ({
  page,
  context,
}) => {
  await typeCustomer(page, 'Celina', 'Mazur');
  await page.goto('/builder/goals');
  await page.getByLabel('Goal 1', { exact: true }).fill('Warm attic');

  const second = await context.newPage();
  await second.goto('/contracts');
  await second.getByRole('button', { name: 'Edit contract for Mazur, Celina' }).click();
  await expect(second.getByRole('heading', { name: 'This contract is open in another tab or window' })).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'First Name', exact: true })).toHaveCount(0);
  await second.getByRole('button', { name: 'Check again' }).click();
  await expect(second.getByText('It is still open in the other tab or window.')).toBeVisible();

  // The first tab types on, then is closed: the second continues from its last keystrokes.
  await page.getByLabel('Goal 1', { exact: true }).fill('Warm attic, dry basement');
  await page.close({ runBeforeUnload: true });
  // The browser lets the closed tab's lock go a moment after the tab is gone: the agent checks again until it has.
  const firstName = second.getByRole('textbox', { name: 'First Name', exact: true });
  await expect(async () => {
    if (await firstName.count()) return;
    await second.getByRole('button', { name: 'Check again' }).click();
    await expect(firstName).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(firstName).toHaveValue('Celina');
  await second.getByRole('link', { name: /Next/ }).click();
  await expect(second.getByLabel('Goal 1', { exact: true })).toHaveValue('Warm attic, dry basement');
});
