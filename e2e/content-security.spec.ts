// The app keeps to its own Content Security Policy: no page load makes the browser report a violation (a report is
// an entry in the Issues panel and costs the Lighthouse best-practices score). zod's probe for `new Function` was one.
import { expect, test } from './fixtures';

for (const [path, heading] of [
  ['/', 'Welcome'],
  ['/builder/customer', 'Create Customer'],
  ['/contracts', 'My Contracts'],
  ['/admin', 'Office'],
] as const) {
  test(`${path} loads with no Content Security Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
      );
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
}
