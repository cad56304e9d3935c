// The builder on the tablet held both ways and on a phone: nothing scrolls
// sideways, every control a finger must hit is at least 44 px, axe finds no
// violations, with each dialog of the Projects step open as well. Each state
// is photographed into the test's output folder for a person to look at.
import type { Page, TestInfo } from '@playwright/test';
import { handWorkedContract } from '../src/domain/test-fixtures/hand-worked-contract';
import { axeViolations } from './axe';
import { openWithDraft } from './builder-page';
import { expect, test } from './fixtures';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

const SIZES = [
  { name: 'tablet-portrait', width: 768, height: 1024 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const STEPS = ['customer', 'goals', 'projects', 'review'] as const;

/** Visible controls smaller than 44 x 44 px; a check box or radio counts by the label that wraps it. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [role="button"]');
    const small: string[] = [];
    for (const control of controls) {
      const target =
        control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? (control.closest('label') ?? control.labels?.[0] ?? control)
          : control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || target.closest('.visually-hidden, .visually-hidden-focusable, [aria-hidden="true"]')) continue;
      // Words inside running text are exempt (WCAG 2.5.8), as the footer's links would be.
      if (target.closest('p') && target.tagName === 'A') continue;
      // Half a pixel of slack for sub-pixel layout (43.99999 px is 44 px on screen).
      if (box.width < 43.5 || box.height < 43.5) {
        const name = target.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.tagName;
        small.push(`${target.tagName.toLowerCase()} "${name}" ${target.id} ${box.width}x${box.height}`);
      }
    }
    return small;
  });
}

async function checkScreen(page: Page, testInfo: TestInfo, shot: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll').toBe(0);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
}

for (const size of SIZES) {
  test(`every builder step and dialog fits a ${size.name} (${size.width}x${size.height})`, async ({ page }, testInfo) => {
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
    await expect(dialog.getByLabel('Quantity').first()).toHaveAttribute('inputmode', 'decimal');
    await expect(dialog.getByLabel('Length (ft)')).toHaveAttribute('inputmode', 'decimal');
    await checkScreen(page, testInfo, `${size.name}-editor`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Area Calculator' }).click();
    await expect(dialog.getByLabel('Width (ft), room 1')).toHaveAttribute('inputmode', 'numeric');
    await checkScreen(page, testInfo, `${size.name}-area`);
  });
}
