// The contract on paper: the hand-worked contract of the unit tests, given a
// discount, a deposit and a 60-month plan on the Contract step, printed to a
// Letter PDF the way the browser prints it (print media, @page rules). Its
// text, read back with poppler's pdftotext, must hold the legal terms, the
// dates worked out here by hand and every total, and none of the app around
// it; each copy of the notice of cancellation starts a page of its own. The
// pages are also rendered to PNG in the test's output folder for a person to
// look at.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { addGoal, renameGoal, setTreatmentNotes } from '#domain/contract/edits';
import { catalogue, newContract, sequentialIds, withProject } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { contractStep, expect, test } from './contract-page';

// The contract is saved (SAVE & CONTINUE dates it) with the browser's clock at
// 2026-11-21T15:30:00Z: 9:30 in the morning of Saturday, November 21, 2026 in
// Madison, whatever zone this machine is in.
test.use({ timezoneId: 'America/Chicago' });
const SAVED_AT = new Date('2026-11-21T15:30:00Z');

const TRANSACTION_DAY = 'Saturday, November 21, 2026';
// The third business day after it (16 CFR 429: Sundays and federal holidays
// do not count; Saturdays do; the transaction day never does):
//   Sun Nov 22 - a Sunday, skipped
//   Mon Nov 23 - 1
//   Tue Nov 24 - 2
//   Wed Nov 25 - 3 (Thanksgiving is the day after, Thursday the 26th)
const CANCEL_BY = 'Wednesday, November 25, 2026';
// 90 calendar days: Nov 21 + 9 = Nov 30, + 31 = Dec 31 (40), + 31 = Jan 31
// (71), + 19 = Feb 19, 2027 (90), a Friday.
const VALID_THROUGH = 'Friday, February 19, 2027';

// The fixture's totals (src/domain/testing/hand-worked-contract.ts):
// Lower heating bills 2,040 + 1,395 + 421 = 3,856; the crawlspace goal's
// selected project 3,965 (the dehumidifier is not selected); Total 7,821.
// With a $321 discount: 7,500 after discounts; $1,500 deposit: Net Due 6,000.
// 60 months at 8.99% (DEL2689) on 6,000: r = 8.99 / 1200 = 0.0074916667,
// (1 + r)^-60 = 0.6390168; 6,000 x 0.0074916667 / 0.3609832 = 44.95 / 0.3609832
// = 124.52 -> $125 a month; weekly round(12 x 125 / 52) = round(28.85) -> $29.
const FIGURES = [
  'Lower heating bills subtotal $3,856.00',
  'Stop the musty crawlspace smell subtotal $3,965.00',
  'Total $7,821.00',
  'Discount -$321.00',
  'Contract Total after discounts $7,500.00',
  'Deposit $1,500.00',
  'Net Due $6,000.00',
  '60 months at 8.99% APR: $125 per month ($29 per week)',
  'Payments are worked out on the Net Due of $6,000.00',
];

// The customer reads the crew's treatment notes on paper; the agent's notes
// about the customer stay in the app (docs/decisions/034-the-originals-details.md).
const TREATMENT_NOTE = 'Seal the top plates before the cellulose goes in.';
const CUSTOMER_NOTE = 'Dog in the yard, use the side gate.';

const CONTRACT = (() => {
  const worked = handWorkedContract();
  const heating = worked.Goals[0]!;
  const contract = setTreatmentNotes(worked, heating.Gid, heating.Projects[1]!.Pid, TREATMENT_NOTE);
  return {
    ...contract,
    Description: 'Attic and crawlspace before winter',
    Customer: {
      ...contract.Customer,
      Notes: CUSTOMER_NOTE,
      First: 'Maria',
      Last: 'Kowalski',
      Address1: '418 Willow Street',
      City: 'Madison',
      State: 'WI',
      PostalCode: '53704',
    },
  };
})();

/** Runs one of poppler's tools; fails with a clear message when it is not installed. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdftoppm', args: string[]): string {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    throw new Error(
      `${tool} is not installed: this spec reads the PDF with Debian's poppler-utils (apt-get install poppler-utils).`,
    );
  }
  return execFileSync(tool, args, { encoding: 'utf8' });
}

/** The text of the PDF (or of page `page`), every run of white space as one space. */
function pdfText(file: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return poppler('pdftotext', [...range, file, '-'])
    .replace(/\s+/g, ' ')
    .trim();
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

test('the contract prints to Letter pages with its terms, dates and totals, and each notice on its own page', async ({
  page,
}, testInfo) => {
  const step = contractStep(page);
  await page.clock.install({ time: SAVED_AT });
  await openWithDraft(page, CONTRACT, '/builder/contract');
  await expect(step.toolbox).toBeVisible();
  await step.setDiscount('321');
  await step.setDeposit('1500');
  await step.withDialog('Financing', (dialog) =>
    dialog.getByRole('checkbox', { name: '60 months, 8.99% APR (DEL2689)' }).check(),
  );
  await expect(step.priceAmounts).toHaveText(['$7,821.00', '-$321.00', '$0.00', '$7,500.00', '$1,500.00', '$6,000.00']);
  await step.save();
  await step.open();

  await page.emulateMedia({ media: 'print' });
  await expect(step.toolbox).toBeHidden();
  const pdf = testInfo.outputPath('contract.pdf');
  await page.pdf({ path: pdf, format: 'Letter' });

  // --- The pages: US Letter, and how many. ---
  const info = poppler('pdfinfo', [pdf]);
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  const pageCount = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  expect(pageCount, 'the contract, then a page for each notice').toBeGreaterThanOrEqual(3);

  // --- The text of the whole contract. ---
  const text = pdfText(pdf);
  for (const part of [
    'Northwind Home Comfort',
    '1200 Prairie Lane, Suite 4',
    'License #HIC-0000000',
    'Contract K7Q2M9X4B1ZP',
    'Date 11/21/26',
    'Attic and crawlspace before winter',
    'Maria Kowalski',
    '418 Willow Street',
    'Madison, WI 53704',
    `Treatment notes: ${TREATMENT_NOTE}`,
    'PREPARED BY',
    'Northwind Sales Office',
    ...FIGURES,
    `This proposal is valid for 90 days from the date of this contract, through ${VALID_THROUGH}.`,
    'From the day the work is completed, we warrant:',
    'workmanship on all the work in this contract, for 3 years;',
    'attic mold treatment, for 3 years.',
    'You, the buyer, may cancel this transaction at any time prior to midnight of the third business day after the ' +
      `date of this transaction, that is, before midnight at the end of ${CANCEL_BY}.`,
  ]) {
    expect(text, `the PDF says "${part}"`).toContain(part);
  }
  // Only the warranties of the work sold: no vent is on this contract.
  expect(text).not.toContain('roof vent guarantee');
  // No attic floor stated on this contract: no ventilation term (decision 079; e2e/job-site.spec.ts prints one).
  expect(text).not.toContain('net free vent area');
  expect(occurrences(text, 'NOTICE OF CANCELLATION'), 'two notices').toBe(2);
  expect(occurrences(text, 'I HEREBY CANCEL THIS TRANSACTION.')).toBe(2);
  expect(text, 'a saved contract carries its own date, not a draft note').not.toContain('Not yet saved');
  expect(occurrences(text, `Date of transaction: ${TRANSACTION_DAY}`)).toBe(2);
  expect(occurrences(text, `not later than midnight of ${CANCEL_BY}.`)).toBe(2);
  // On paper: no app chrome, and none of the lines that say nothing (no coupon, no notes), nor the unselected project.
  for (const absent of [
    'Sync Scopes',
    'Toolbox',
    'SAVE & CONTINUE',
    'Step 5 of 6',
    'Version',
    'Signed Out',
    'Coupon',
    'None.',
    'Crawlspace Dehumidifier',
    CUSTOMER_NOTE,
  ]) {
    expect(text, `the PDF does not say "${absent}"`).not.toContain(absent);
  }

  // --- Each notice starts its own page, with no totals on it. ---
  const pages = Array.from({ length: pageCount }, (_, index) => pdfText(pdf, index + 1));
  const noticePages = pages.flatMap((pageText, index) => (pageText.includes('NOTICE OF CANCELLATION') ? [index] : []));
  expect(noticePages, 'the notices are the last two pages').toEqual([pageCount - 2, pageCount - 1]);
  for (const [copy, index] of noticePages.entries()) {
    const noticeText = pages[index]!;
    expect(noticeText, `page ${index + 1} starts with notice ${copy + 1}`).toMatch(
      new RegExp(`^Copy ${copy + 1} of 2:`),
    );
    expect(occurrences(noticeText, 'NOTICE OF CANCELLATION')).toBe(1);
    expect(noticeText).not.toContain('$');
    expect(noticeText).not.toContain('Net Due');
  }
  expect(pages[pageCount - 3], 'the signatures end the contract, before the notices').toContain('Customer signature');

  // --- Pictures of the pages, for a person to look at. ---
  const prefix = testInfo.outputPath('contract-page');
  poppler('pdftoppm', ['-png', '-r', '60', pdf, prefix]);
  const pictures = readdirSync(testInfo.outputPath()).filter(
    (name) => name.startsWith('contract-page') && name.endsWith('.png'),
  );
  expect(pictures).toHaveLength(pageCount);
  // eslint-disable-next-line no-console -- the pictures are this spec's output, to be looked at
  console.log(
    `contract PDF ${pdf}; pages as PNG:\n${pictures.map((name) => `  ${testInfo.outputPath(name)}`).join('\n')}`,
  );
});

// The screen lays out only the goals in view (content-visibility in
// contract-document.css); paper must still get every goal's work, on pages
// with something on them.
const BIG_GOALS = 12;

function bigContract() {
  const newId = sequentialIds('big');
  let contract = newContract(newId);
  const scopes = catalogue.filter((scope) => scope.calculations.length > 0).slice(0, 4);
  for (let goalIndex = 0; goalIndex < BIG_GOALS; goalIndex++) {
    if (goalIndex > 0) contract = addGoal(contract, newId());
    contract = renameGoal(contract, contract.Goals[goalIndex]!.Gid, `Goal number ${goalIndex + 1}`);
    for (const scope of scopes) {
      const lines = scope.calculations.map(() => [10, 1] as [number, number]);
      contract = withProject(contract, goalIndex, { wsid: scope.wsid, lines }, newId);
    }
  }
  return contract;
}

test('a contract of twelve goals prints every goal and no blank page', async ({ page }, testInfo) => {
  const step = contractStep(page);
  await openWithDraft(page, bigContract(), '/builder/contract');
  await expect(step.toolbox).toBeVisible();
  // On screen, the last goal is there when scrolled to.
  const lastGoal = page.getByRole('table', { name: `Goal number ${BIG_GOALS}` });
  await lastGoal.scrollIntoViewIfNeeded();
  await expect(lastGoal.getByRole('rowheader', { name: `Goal number ${BIG_GOALS} subtotal` })).toBeInViewport();
  await page.emulateMedia({ media: 'print' });
  const pdf = testInfo.outputPath('big-contract.pdf');
  await page.pdf({ path: pdf, format: 'Letter' });

  const pageCount = Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', [pdf]))?.[1]);
  const pages = Array.from({ length: pageCount }, (_, index) => pdfText(pdf, index + 1));
  for (const [index, pageText] of pages.entries()) {
    expect(pageText.trim().length, `page ${index + 1} of ${pageCount} has text`).toBeGreaterThan(100);
  }
  const text = pages.join('\n');
  for (let goal = 1; goal <= BIG_GOALS; goal++) {
    expect(occurrences(text, `Goal number ${goal} subtotal`), `goal ${goal}'s subtotal is printed once`).toBe(1);
  }
});
