// The contract's date is the day the agent completes it with the customer,
// with the browser's clock moved across days, a weekend and Thanksgiving: a
// blank started on Monday and saved on Thursday is dated Thursday and counts
// the cancellation deadline and the 90-day validity from there; changed and
// saved again the Wednesday before Thanksgiving, it is dated anew and the
// agent is told; saved again unchanged on the Friday after, it keeps its date.
import type { Page } from '@playwright/test';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, expect, myContracts, test } from './contract-page';
import { signInAsDemoAgent } from './session-page';

test.use({ timezoneId: 'America/Chicago' });

// 9 am on Monday, November 16, 2026 in Chicago; then 3 pm on Thursday the 19th, and so on.
const MONDAY = new Date('2026-11-16T15:00:00Z');
const THURSDAY = new Date('2026-11-19T21:00:00Z');
const WEDNESDAY_BEFORE_THANKSGIVING = new Date('2026-11-25T16:00:00Z');
const FRIDAY_AFTER_THANKSGIVING = new Date('2026-11-27T17:00:00Z');
const CUSTOMER = 'Dabrowski, Lena';

const document = (page: Page) => contractStep(page).document;
const dateShown = (page: Page) => document(page).getByRole('definition').nth(1);
const NOT_YET_SAVED =
  'A draft, not yet agreed: the contract is dated, and its days to cancel are counted from, the day it is agreed.';
const CHANGES_TO_THURSDAY =
  'A draft of changes to the contract agreed on Thursday, November 19, 2026: that contract stands until these changes ' +
  'are agreed, and they are dated the day they are.';

/** Review, then back to the Contract step: the document is drawn again, at the clock's time. */
async function backToContract(page: Page) {
  await page.getByRole('link', { name: /Back/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Review' })).toBeVisible();
  await page.getByRole('link', { name: /Next/ }).click();
  await expect(contractStep(page).toolbox).toBeVisible();
}

test('the transaction date is the day of SAVE & CONTINUE, and a change saved on a later day dates it anew', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const step = contractStep(page);
  await page.clock.install({ time: MONDAY });
  const fixture = asOwnContract(handWorkedContract(), 'Date');
  const blank = {
    ...fixture,
    Date: MONDAY.toISOString(),
    Customer: { ...fixture.Customer, First: 'Lena', Last: 'Dabrowski' },
  };

  // --- Monday: the document shows today's date and says it is not saved. ---
  await openWithDraft(page, blank, '/builder/contract');
  await expect(dateShown(page)).toHaveText('11/16/26');
  await expect(document(page)).toContainText(NOT_YET_SAVED);

  // --- Thursday, still not saved: today's date; in My Contracts it has no created date. ---
  await page.clock.setSystemTime(THURSDAY);
  await backToContract(page);
  await expect(dateShown(page)).toHaveText('11/19/26');
  await expect(document(page)).toContainText(NOT_YET_SAVED);
  // A change puts it in the device's list (autosave), still unsaved.
  await step.setNotes('Attic first, then the crawlspace.');
  const mine = myContracts(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contracts' }).click();
  await expect(mine.created(CUSTOMER)).toHaveText('Not saved yet');
  // Printed from its row, it reads as the Contract step does: today's date, a deadline from today, and the note.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await mine
    .localRow(CUSTOMER)
    .getByRole('button', { name: /^Print / })
    .click();
  const printed = page.locator('.print-copy');
  await expect(printed).toContainText(NOT_YET_SAVED);
  await expect(printed).toContainText('11/19/26');
  await expect(printed).not.toContainText('11/16/26');
  await expect(printed).toContainText('before midnight at the end of Monday, November 23, 2026');

  // --- Saved on Thursday: dated Thursday; cancel by Monday (Friday, Saturday, Monday); valid 90 days. ---
  await step.open();
  await step.save();
  await expect(page.getByText('Dated Thursday, November 19, 2026.')).toBeVisible();
  await step.open();
  await expect(dateShown(page)).toHaveText('11/19/26');
  await expect(document(page)).not.toContainText(NOT_YET_SAVED);
  await expect(document(page).getByRole('region', { name: 'Signatures' })).toContainText(
    'before midnight at the end of Monday, November 23, 2026',
  );
  await expect(document(page)).toContainText('through Wednesday, February 17, 2027');
  await mine.goto();
  await expect(mine.created(CUSTOMER)).toHaveText('11/19/26');

  // --- The Wednesday before Thanksgiving: a change, not saved yet, is a draft dated today (decision 078). ---
  await page.clock.setSystemTime(WEDNESDAY_BEFORE_THANKSGIVING);
  await step.open();
  await step.setNotes('Customer asked for a Saturday start.');
  await expect(dateShown(page)).toHaveText('11/25/26');
  await expect(document(page)).toContainText(CHANGES_TO_THURSDAY);
  // Printed from My Contracts before it is saved: never Thursday's date with a deadline a day away.
  await mine.goto();
  await mine
    .localRow(CUSTOMER)
    .getByRole('button', { name: /^Print / })
    .click();
  await expect(printed).toContainText(CHANGES_TO_THURSDAY);
  await expect(printed).toContainText('11/25/26');
  await expect(printed).toContainText('before midnight at the end of Monday, November 30, 2026');
  await expect(printed).not.toContainText('before midnight at the end of Monday, November 23, 2026');

  // Saved: Thanksgiving and Sunday do not count.
  await mine.edit(CUSTOMER);
  await step.open();
  await step.save();
  const notice = page.getByRole('alert').filter({ hasText: 'today’s date' });
  await expect(notice).toContainText('This contract now carries today’s date.');
  await expect(notice).toContainText(
    'It was changed after it was saved on Thursday, November 19, 2026, so it is now dated Wednesday, November 25, 2026, ' +
      'and the customer may cancel until midnight of Monday, November 30, 2026. Print it again for the customer.',
  );
  await step.open();
  await expect(dateShown(page)).toHaveText('11/25/26');
  await expect(document(page)).toContainText('through Tuesday, February 23, 2027');

  // --- The Friday after: saved again with nothing changed, it keeps Wednesday. ---
  await page.clock.setSystemTime(FRIDAY_AFTER_THANKSGIVING);
  await backToContract(page);
  await step.save();
  await expect(page.getByText('Dated Wednesday, November 25, 2026.')).toBeVisible();
  await mine.goto();
  await expect(mine.created(CUSTOMER)).toHaveText('11/25/26');
});

test('a draft synced from one tablet is still a draft on another: dated the day it is saved there', async ({
  page,
  secondDevice,
}) => {
  test.setTimeout(90_000);
  const customer = 'Okonkwo, Ruth';
  const fixture = asOwnContract(handWorkedContract(), 'Draft');
  const blank = {
    ...fixture,
    Date: MONDAY.toISOString(),
    Saved: null,
    Customer: { ...fixture.Customer, First: 'Ruth', Last: 'Okonkwo' },
  };

  // --- Monday, tablet A: a draft, never saved, reaches the cloud by auto-sync. ---
  await page.clock.install({ time: MONDAY });
  await signInAsDemoAgent(page);
  await openWithDraft(page, blank, '/builder/contract');
  await contractStep(page).setNotes('Measure the attic hatch first.');
  await page.reload();
  const mine = myContracts(page);
  await page.getByRole('banner').getByRole('link', { name: 'Contracts' }).click();
  await expect(mine.created(customer)).toHaveText('Not saved yet');
  await expect(mine.pending(customer)).toHaveCount(0);

  // --- Thursday, tablet B downloads it: not saved, today's date, a deadline from today. ---
  await secondDevice.clock.install({ time: THURSDAY });
  const theirs = myContracts(secondDevice);
  const theirStep = contractStep(secondDevice);
  await signInAsDemoAgent(secondDevice);
  await theirs.goto();
  await theirs.searchCloud('Okonkwo');
  await expect(theirs.cloudRow('Okonkwo')).toHaveCount(1);
  await theirs.download(customer);
  await expect(secondDevice).toHaveURL('/builder/customer');
  await theirStep.open();
  await expect(theirStep.document.getByRole('definition').nth(1)).toHaveText('11/19/26');
  await expect(theirStep.document).toContainText(NOT_YET_SAVED);
  await expect(theirStep.document.getByRole('region', { name: 'Signatures' })).toContainText(
    'before midnight at the end of Monday, November 23, 2026',
  );

  // --- Saved there: dated Thursday, not the Monday the blank was made. ---
  await theirStep.save();
  await expect(secondDevice.getByText('Dated Thursday, November 19, 2026.')).toBeVisible();
});
