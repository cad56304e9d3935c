// A "today only" coupon that really ends (docs/decisions/059-honest-offers.md), with no signal. Friday evening in
// Wisconsin the agent gives 10% "Today only": the dialog fills in Friday as its last day, the contract prints it, and
// the customer could sign. Saturday morning, still offline, the same contract cannot be signed with it; the coupon
// dialog says it ended, and with the coupon taken off the customer signs, and the PDF has no coupon. The contract
// to be signed fills the reader's width on a tablet upright.
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { axeViolations } from './axe';
import { openWithDraft, sign } from './builder-page';
import { asOwnContract, contractStep } from './contract-page';
import { expect, test } from './fixtures';
import { downloadSignedPdf } from './signed-pdf';
import { waitForGuidesCached, waitForServiceWorkerControl } from './service-worker';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

// Friday, November 27, 2026, 6:00 PM in Wisconsin.
const FRIDAY_EVENING = new Date('2026-11-28T00:00:00.000Z');
const ENDED = 'The coupon “Today only” ended on Friday, November 27, 2026. The offer is over: take the coupon off.';

function wisconsinVisit(): Contract {
  const contract = asOwnContract(handWorkedContract(), 'OFFER');
  return {
    ...contract,
    Customer: { ...contract.Customer, First: 'Lena', Last: 'Brandt', Name: 'Brandt, Lena', State: 'WI' },
  };
}

test.use({ timezoneId: 'America/Chicago', acceptDownloads: true });

test('a “today only” coupon ends that day: signable Friday evening, refused Saturday offline, signed without it', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.clock.install({ time: FRIDAY_EVENING });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await signInAsDemoAgent(page);
  await downloadWorkScopes(page);
  await waitForGuidesCached(page);
  await context.setOffline(true);
  await openWithDraft(page, wisconsinVisit(), '/builder/contract');

  // Friday: "Today only" ends today, filled in where the agent sees it, and printed.
  const step = contractStep(page);
  await step.withDialog('Coupon', async (dialog) => {
    await dialog.getByLabel('Title').fill('Today only');
    await dialog.getByLabel('Percent').fill('10');
    await expect(dialog.getByLabel('Offer ends')).toHaveValue('2026-11-27');
    expect(await axeViolations(page)).toEqual([]);
  });
  await expect(step.document).toContainText('Today only (10%), offer ends Friday, November 27, 2026');
  // 10% of $7,821.00 = $782.10 -> $782.00.
  await expect(step.document).toContainText('-$782.00');
  await step.save();
  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await expect(page.getByLabel('I agree to sign and receive this contract electronically.')).toBeVisible();

  // Saturday morning, no signal still: the offer is over.
  await page.clock.fastForward('15:00:00');
  await step.open();
  // Said on the Contract step, where it can still change (decision 080).
  await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
  await step.save();
  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await expect(page.getByText('This contract cannot be signed yet.')).toBeVisible();
  await expect(page.getByText(ENDED)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offer-ended.png'), fullPage: true });

  await step.open();
  await step.withDialog('Coupon', async (dialog) => {
    await expect(dialog.getByRole('alert')).toHaveText(ENDED);
    await dialog.getByLabel('Amount').fill('0');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
  await step.save();
  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await page.getByLabel('I agree to sign and receive this contract electronically.').check();
  await page.getByRole('button', { name: 'Agree and read the contract' }).click();
  await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible({ timeout: 30_000 });
  const reader = page.getByRole('region', { name: 'The contract to be signed' });
  await expect(reader.locator('canvas').first()).toBeVisible();
  // Upright at 768 px the page takes the reader's whole width, 4 px from each side: the contract at its largest.
  const [paper, frame] = await Promise.all([reader.locator('canvas').first().boundingBox(), reader.boundingBox()]);
  expect(paper!.width).toBeGreaterThanOrEqual(frame!.width - 12);
  await page.screenshot({ path: testInfo.outputPath('contract-to-sign-768.png') });
  await sign(page, 'Buyer’s signature, drawn');
  await sign(page, 'Agent’s signature, drawn');
  await page.getByRole('button', { name: 'Finish signing' }).click();
  await expect(page.getByRole('heading', { name: 'The contract is signed' })).toBeVisible({ timeout: 30_000 });

  const text = await downloadSignedPdf(page, testInfo, 'signed-without-coupon.pdf');
  expect(text).toContain('Net Due $7,821.00');
  expect(text).not.toContain('Today only');
  expect(text).not.toContain('offer ends');
});
