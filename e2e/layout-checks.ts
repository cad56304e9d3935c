// The checks every screen of the layout specs passes, at each size: nothing
// scrolls sideways, every control a finger must hit is at least 44 px and a
// tap at its centre reaches it, axe finds no violations; then the screen is
// photographed into the test's output folder for a person to look at.
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './axe';
import { expect } from './fixtures';
import { tapTargetProblems } from './tap-targets';

/** The screen as it is now: no sideways scroll, every control tappable, no axe violations; then `shot`.png of the whole page. */
export async function checkScreen(page: Page, testInfo: TestInfo, shot: string) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    'sideways scroll',
  ).toBe(0);
  expect(await page.evaluate(tapTargetProblems), 'controls a finger cannot tap').toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${shot}.png`), fullPage: true });
}
