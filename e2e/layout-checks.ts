// The checks every screen of the layout specs passes, at each size: nothing
// scrolls sideways, every control a finger must hit is at least 44 px, axe
// finds no violations; then the screen is photographed into the test's
// output folder for a person to look at.
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { expect } from './fixtures';

/**
 * Visible controls smaller than 44 x 44 px. A check box or radio counts by the
 * label that wraps it; a control whose ::after is stretched over its line
 * (position: absolute, as the Contract step's editable lines do) counts by
 * that line: the pseudo-element's containing block, which takes the taps.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stretchedOver = (control: HTMLElement): HTMLElement | null => {
      const after = getComputedStyle(control, '::after');
      if (after.content === 'none' || after.position !== 'absolute') return null;
      for (let block: HTMLElement | null = control; block; block = block.parentElement) {
        if (getComputedStyle(block).position !== 'static') return block;
      }
      return null;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="button"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const target =
        control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
          ? (control.closest('label') ?? control.labels?.[0] ?? control)
          : (stretchedOver(control) ?? control);
      const box = target.getBoundingClientRect();
      if (
        box.width === 0 ||
        box.height === 0 ||
        target.closest('.visually-hidden, .visually-hidden-focusable, [aria-hidden="true"]')
      )
        continue;
      // Words inside running text are exempt (WCAG 2.5.8), as the footer's links would be.
      if (target.closest('p') && target.tagName === 'A') continue;
      // Half a pixel of slack for sub-pixel layout (43.99999 px is 44 px on screen).
      if (box.width < 43.5 || box.height < 43.5) {
        const name = control.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.tagName;
        small.push(`${target.tagName.toLowerCase()} "${name}" ${target.id} ${box.width}x${box.height}`);
      }
    }
    return small;
  });
}

/** The screen as it is now: no sideways scroll, no small targets, no axe violations; then `shot`.png of the whole page. */
export async function checkScreen(page: Page, testInfo: TestInfo, shot: string) {
  // A dialog still fading in blends its colours with the backdrop, and axe
  // would measure that half-way contrast: wait until every transition is over.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'sideways scroll',
  ).toBe(0);
  expect(await smallTargets(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
}
