// The wizard with the keyboard alone: no click from the customer's name to
// the review's total. Each control is reached with Tab (or Shift+Tab) and
// used with Enter, Space or typing, as an agent with a keyboard case would.
import { builderPage, tabTo } from './builder-page';
import { expect, test } from './fixtures';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

test('the whole wizard can be completed with the keyboard alone', async ({ page }) => {
  // Some hundred key presses, each checked: longer than the default 30 s on a slow machine.
  test.setTimeout(120_000);
  await signInAsDemoAgent(page);
  await downloadWorkScopes(page);
  const builder = builderPage(page);
  await page.goto('/builder/customer');

  const customer: [string, string][] = [
    ['First Name', 'Maria'],
    ['Last Name', 'Kowalski'],
    ['Email', 'maria@example.com'],
    ['Phone', '6085550142'],
    ['Address 1', '12 Elm Street'],
    ['City', 'Madison'],
    ['State', 'WI'],
    ['Zip Code', '53703'],
  ];
  for (const [label, value] of customer) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByRole('link', { name: /Next/ }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible();
  await tabTo(page, page.getByLabel('Goal 1', { exact: true }));
  await page.keyboard.type('Lower heating bills');
  await tabTo(page, page.getByRole('link', { name: /Next/ }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Implement Projects' })).toBeVisible();
  for (const [search, scope, quantity] of [
    ['cellulose', /Blown Cellulose Attic Insulation to R-49/, '1000'],
    ['chimney', /Chimney & Flue Chase Fire-Rated Seal/, '2'],
  ] as const) {
    await tabTo(page, page.getByRole('button', { name: 'Add project to Lower heating bills' }));
    await page.keyboard.press('Enter');
    await tabTo(page, builder.dialog.getByLabel('Search work scopes'));
    await page.keyboard.type(search);
    await tabTo(page, builder.dialog.getByRole('button', { name: scope }));
    await page.keyboard.press('Enter');
    await tabTo(page, builder.dialog.getByLabel('Quantity', { exact: true }));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(quantity);
    await tabTo(page, builder.dialog.getByRole('button', { name: 'Add to Goal' }));
    await page.keyboard.press('Enter');
    await expect(builder.dialog).toBeHidden();
  }
  // 1,000 sq ft x $1.70 = 1,700; 2 x $195 = 390.
  await expect(builder.goalTotal('Lower heating bills')).toHaveText('Goal Total $2,090.00');

  // The chimney seal moves to the top with the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Move Chimney & Flue Chase Fire-Rated Seal' }), {
    backwards: true,
  });
  // Each step waits for what a screen reader hears: arrows pressed before the pick-up has begun move nothing.
  const live = page.locator('[id^="DndLiveRegion"]').first();
  await page.keyboard.press('Space');
  await expect(live).toContainText('Picked up Chimney & Flue Chase');
  for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowUp');
  await expect(live).toContainText('is now at position 1 of 2.');
  await page.keyboard.press('Space');
  await expect(live).toContainText('dropped at position 1 of 2.');
  await expect(builder.projectRows('Lower heating bills').first()).toContainText('Chimney & Flue Chase');

  // An edit in place, then Done.
  await tabTo(page, page.getByRole('button', { name: 'Edit Blown Cellulose Attic Insulation to R-49' }));
  await page.keyboard.press('Enter');
  await tabTo(page, builder.dialog.getByLabel('Difficulty Factor', { exact: true }));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('1.25');
  await tabTo(page, builder.dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(builder.dialog).toBeHidden();
  // 1,000 x $1.70 x 1.25 = 2,125; + 390.
  await expect(builder.goalTotal('Lower heating bills')).toHaveText('Goal Total $2,515.00');

  await tabTo(page, page.getByRole('link', { name: /Next/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Review' })).toBeVisible();
  await tabTo(page, page.getByRole('checkbox', { name: 'Include Chimney & Flue Chase Fire-Rated Seal' }));
  await page.keyboard.press('Space');
  await expect(page.locator('.review-totals-row.is-total')).toHaveText(/Total\s*\$2,125\.00/);

  // Every step but the contract itself is complete.
  const steps = page.getByRole('navigation', { name: 'Contract steps' });
  for (const step of ['Customer', 'Goals', 'Projects', 'Review']) {
    await expect(steps.getByRole('link', { name: new RegExp(step) })).toHaveClass(/is-complete/);
  }
  await tabTo(page, page.getByRole('link', { name: /Next/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/builder/contract');
});
