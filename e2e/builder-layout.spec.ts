// The builder on the tablet held both ways and on a phone: nothing scrolls
// sideways, every control a finger must hit is at least 44 px, axe finds no
// violations, with each dialog of the Projects step open as well. Each state
// is photographed into the test's output folder for a person to look at.
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { expect, test } from './fixtures';
import { checkScreen } from './layout-checks';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

const SIZES = [
  { name: 'tablet-portrait', width: 768, height: 1024 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const STEPS = ['customer', 'goals', 'projects', 'review'] as const;

for (const size of SIZES) {
  test(`every builder step and dialog fits a ${size.name} (${size.width}x${size.height})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAsDemoAgent(page);
    await downloadWorkScopes(page);
    await openWithDraft(page, handWorkedContract(), '/builder/customer');
    for (const step of STEPS) {
      await page.goto(`/builder/${step}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkScreen(page, testInfo, `${size.name}-${step}`);
    }

    await page.goto('/builder/projects');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Add project to Lower heating bills' }).click();
    await dialog.getByRole('button', { name: 'Attic Insulation' }).click();
    await checkScreen(page, testInfo, `${size.name}-picker`);
    await dialog.getByRole('button', { name: /Roof Deck Open-Cell Spray Foam/ }).click();
    await dialog.getByRole('button', { name: /Board feet calculator for/ }).click();
    await expect(dialog.getByLabel('Quantity', { exact: true }).first()).toHaveAttribute('inputmode', 'decimal');
    await expect(dialog.getByLabel('Length (ft)')).toHaveAttribute('inputmode', 'decimal');
    await checkScreen(page, testInfo, `${size.name}-editor`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Area Calculator' }).click();
    // Feet and inches need the quote marks of the full keyboard.
    await expect(dialog.getByLabel('Width (ft), room 1')).toHaveAttribute('inputmode', 'text');
    await checkScreen(page, testInfo, `${size.name}-area`);
  });
}
