// A tablet on the office Wi-Fi opening the server at its network address over
// plain http. Such a page is not a secure context: no crypto.randomUUID, no
// service worker, no Web Locks, no storage persistence. Chromium resolves
// tablet.test to 127.0.0.1 (playwright.config.ts), so the page is at
// http://tablet.test:<port>, which Chromium does not treat as secure the way it
// treats localhost. The agent is told, in a banner that stays, that offline
// work and staying signed in need the secure address; and still builds a
// contract, saves it on the tablet, prints it and has it synced.
import { execFileSync } from 'node:child_process';
import { REFRESH_COOKIE_NAME } from '#api/auth';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, expect, myContracts, test } from './contract-page';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

const TABLET_ORIGIN = `http://tablet.test:${process.env.E2E_PORT}`;
test.use({ baseURL: TABLET_ORIGIN });

const LAST = `Lindqvist${Date.now().toString(36)}`;
const CUSTOMER = `${LAST}, Maria`;

test('on an http address from the Wi-Fi, the agent is told what is missing and still builds, saves, prints and syncs', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(60_000);
  const mine = myContracts(page);
  const step = contractStep(page);

  await page.goto('/');
  expect(new URL(page.url()).origin).toBe(TABLET_ORIGIN);
  expect(
    await page.evaluate(() => ({
      secure: window.isSecureContext,
      randomUUID: typeof crypto.randomUUID,
      serviceWorker: 'serviceWorker' in navigator,
      locks: 'locks' in navigator,
    })),
  ).toEqual({ secure: false, randomUUID: 'undefined', serviceWorker: false, locks: false });

  const banner = page.getByRole('note', { name: 'Not secure' });
  await expect(banner).toContainText('This is not the secure address of Contract Builder.');
  await expect(banner.getByRole('link', { name: 'https://tablet.test' })).toHaveAttribute(
    'href',
    'https://tablet.test',
  );
  // No start-up problem: ids, locks and storage all found their way without a secure context.
  await expect(page.getByText('Something did not start correctly')).toHaveCount(0);

  await signInAsDemoAgent(page);
  // Signed in until the browser closes: the refresh cookie crossed the Wi-Fi in clear, so it is a session cookie.
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === REFRESH_COOKIE_NAME);
  expect(refreshCookie?.expires).toBe(-1);
  expect(refreshCookie?.secure).toBe(false);
  await downloadWorkScopes(page);

  // The hand-worked contract of the unit tests, as a contract of this run's own.
  const fixture = asOwnContract(handWorkedContract(), 'Http');
  const contract = { ...fixture, Customer: { ...fixture.Customer, First: 'Maria', Last: LAST } };
  await openWithDraft(page, contract, '/builder/customer');
  await expect(page.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue(LAST);
  // A new project typed on this page gets its ids from getRandomValues.
  await page.goto('/builder/goals');
  await page.getByRole('button', { name: /Add Goal/ }).click();
  await page.getByLabel('Goal 3', { exact: true }).fill('Quieter bedrooms');
  await step.open();
  await expect(step.priceAmounts.first()).toHaveText('$7,821.00');
  await expect(banner).toBeVisible();

  // Printing: the page as the printer gets it.
  await page.emulateMedia({ media: 'print' });
  const pdf = testInfo.outputPath('contract-over-http.pdf');
  await page.pdf({ path: pdf, format: 'Letter' });
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(`Maria ${LAST}`);
  expect(text).toContain('Total $7,821.00');
  expect(text).not.toContain('This is not the secure address');

  // Saved on the tablet and, being online, synced at once.
  await step.save();
  await page.getByRole('link', { name: 'Go to My Contracts' }).click();
  await expect(mine.localRow(CUSTOMER)).toHaveCount(1);
  await expect(mine.pending(CUSTOMER)).toHaveCount(0);
  await mine.searchCloud(LAST);
  await expect(mine.cloudRow(LAST)).toHaveCount(1);

  // A reload keeps the agent and the contract (the device database works here too).
  await page.reload();
  await expect(page.getByRole('banner').getByText('Demo, Jane', { exact: true })).toBeVisible();
  await expect(mine.localRow(CUSTOMER)).toHaveCount(1);
  await expect(banner).toBeVisible();
});
