// Three sales under their state's law, start to signature, with no signal (docs/decisions/050-state-rules.md). After
// one online visit the tablet goes offline. In Maryland the agent types the state as the customer says it, the
// deposit box shows the one-third cap and a deposit over it cannot be signed; within it the customer signs, and the
// signed PDF gives five business days, to Tuesday, December 1, 2026. In California the buyer is 70: the tablet asks,
// gives five business days, caps the deposit at 10%, and sends the signing to paper, as California's rules say until
// counsel approves signing on a tablet; the printed contract carries the deadline, the deposit sentence and the
// state's notices. In Texas the sale is made in Spanish: the consent, the contract and the signed PDF are Spanish.
import type { BrowserContext, Page } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { axeViolations } from './axe';
import { openWithDraft, sign } from './builder-page';
import { asOwnContract, contractStep } from './contract-page';
import { expect, test } from './fixtures';
import { downloadSignedPdf, pdfText } from './signed-pdf';
import { waitForGuidesCached, waitForServiceWorkerControl } from './service-worker';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

// Tuesday, November 24, 2026, 9:00 AM on the East Coast, two days before Thanksgiving.
const SALE_DAY = new Date('2026-11-24T14:00:00.000Z');

/** The hand-worked contract ($7,821) for a customer whose State field is still empty. */
function customerOf(first: string, last: string, city: string): Contract {
  const contract = asOwnContract(handWorkedContract(), 'LAW');
  return {
    ...contract,
    Customer: { ...contract.Customer, First: first, Last: last, Name: `${last}, ${first}`, City: city, State: '' },
  };
}

/** The day before, online: the agent signs in and the tablet keeps the app and the catalogue; then no signal. */
async function onTheRoad(page: Page, context: BrowserContext): Promise<void> {
  await page.clock.install({ time: SALE_DAY });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await signInAsDemoAgent(page);
  await downloadWorkScopes(page);
  await waitForGuidesCached(page);
  await context.setOffline(true);
}

test.use({ timezoneId: 'America/New_York', acceptDownloads: true });

test('a Maryland sale offline: the state typed as said, the deposit held to one-third, signed with five days to cancel', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await onTheRoad(page, context);
  const contract = customerOf('Dana', 'Whitfield', 'Annapolis');
  await openWithDraft(page, contract, '/builder/customer');

  const state = page.getByRole('textbox', { name: 'State', exact: true });
  await state.fill('maryland');
  await state.blur();
  await expect(state).toHaveValue('MD');
  await expect(
    page.getByText('Contract under Maryland law: 5 business days to cancel, 7 if any buyer is 65 or older.'),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Is any buyer 65 or older?' }).getByRole('radio', { name: 'No' }),
  ).toBeChecked();

  const step = contractStep(page);
  await step.open();
  await step.withDialog('Deposit', async (dialog) => {
    const box = dialog.getByLabel('Deposit');
    // 7,821 / 3 = 2,607.
    await expect(box).toHaveAccessibleDescription('Minimum deposit (20%): $1,564. Maximum deposit in Maryland: $2,607');
    await box.fill('3000');
    await expect(
      dialog.getByText('$393.00 over the maximum: the contract cannot be signed until the deposit is at most $2,607.'),
    ).toBeVisible();
  });
  await step.save();
  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await expect(page.getByText('This contract cannot be signed yet.')).toBeVisible();
  await expect(
    page.getByText('The deposit of $3,000.00 is $393.00 over the $2,607.00 Maryland law allows on this price.', {
      exact: false,
    }),
  ).toBeVisible();

  await step.open();
  await step.setDeposit('2000');
  await step.save();
  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await page.getByLabel('I agree to sign and receive this contract electronically.').check();
  await page.getByRole('button', { name: 'Agree and read the contract' }).click();
  await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible({ timeout: 30_000 });
  await sign(page, 'Buyer’s signature, drawn');
  await sign(page, 'Agent’s signature, drawn');
  // Maryland's acknowledgment of the right to cancel: signing stays closed until the buyer initials it.
  const finish = page.getByRole('button', { name: 'Finish signing' });
  await expect(finish).toBeDisabled();
  await expect(page.getByText("Still to initial: “Acknowledgment of the buyer's right to cancel”.")).toBeVisible();
  await page.getByLabel("Buyer’s initials for “Acknowledgment of the buyer's right to cancel”").fill('DW');
  await finish.click();
  await expect(page.getByRole('heading', { name: 'The contract is signed' })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText('The customer may cancel until midnight at the end of Tuesday, December 1, 2026.'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('maryland-signed.png'), fullPage: true });

  const text = await downloadSignedPdf(page, testInfo, 'maryland-signed.pdf');
  expect(text).toContain(
    'prior to midnight of the fifth business day after the date of this transaction, that is, before midnight at ' +
      'the end of Tuesday, December 1, 2026.',
  );
  expect(text.match(/within five business days from the above date/g)).toHaveLength(2);
  expect(text).toContain('Made under the rules of Maryland (MD), version 2');
  expect(text).toContain(
    'I, Dana Whitfield, have been provided oral notice that I have the right to cancel this transaction',
  );
  expect(text).toContain('[ ] check if buyer is at least 65 years old');
  expect(text).toContain("their signature on the contract. Buyer's initials: DW");
  expect(text).toContain('Maryland law allows no payment before this contract is signed');
});

test('a California sale to a buyer of 70 offline: five days to cancel, a 10% deposit cap, and paper to sign on', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await onTheRoad(page, context);
  await openWithDraft(page, customerOf('Ruth', 'Okafor', 'Sacramento'), '/builder/customer');

  await page.getByRole('textbox', { name: 'State', exact: true }).fill('CA');
  const older = page.getByRole('group', { name: 'Is any buyer 65 or older?' });
  await older.getByRole('radio', { name: 'Yes' }).check();
  await expect(
    page.getByText('Contract under California law: 3 business days to cancel, 5 if any buyer is 65 or older.'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const step = contractStep(page);
  await step.open();
  // Said on the Contract step, before the customer hears the price (decision 080): this sale is signed on paper.
  await expect(page.getByText('In California, this contract is signed on paper.')).toBeVisible();
  // The office has not set the email for cancelling that California requires: the agent is told who sets it.
  await expect(
    page.getByText('California requires the contract to give an email address for cancelling', { exact: false }),
  ).toBeVisible();
  await step.withDialog('Deposit', async (dialog) => {
    await expect(dialog.getByLabel('Deposit')).toHaveAccessibleDescription('Maximum deposit in California: $782.10');
    await dialog.getByLabel('Deposit').fill('782.10');
  });
  await expect(step.document).toContainText(
    'prior to midnight of the fifth business day after the date of this transaction, that is, before midnight at ' +
      'the end of Tuesday, December 1, 2026.',
  );
  await expect(step.document).toContainText(
    'THE DOWNPAYMENT MAY NOT EXCEED $1,000 OR 10 PERCENT OF THE CONTRACT PRICE',
  );
  await step.save();

  // Saved, the page offers paper, not the tablet: no Sign link leads to a dead end.
  await expect(
    page.getByText(
      "In California, this contract is signed on paper until the company's counsel approves signing on a tablet.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign on this tablet' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('california-paper.png'), fullPage: true });
  await page.getByRole('link', { name: 'Print to sign on paper' }).click();
  await expect(page.getByText('The customer chose paper', { exact: false })).toBeVisible();

  const file = testInfo.outputPath('california-printed.pdf');
  await page.pdf({ path: file, format: 'Letter' });
  const text = pdfText(file);
  expect(text).toContain('before midnight at the end of Tuesday, December 1, 2026.');
  expect(text.match(/within five business days from the above date/g)).toHaveLength(2);
  expect(text).toContain(
    'THE DOWNPAYMENT MAY NOT EXCEED $1,000 OR 10 PERCENT OF THE CONTRACT PRICE, WHICHEVER IS LESS.',
  );
  // California's notices (decision 052): the lien warning, and for a buyer of 70 the five-day notice to initial.
  expect(text).toContain('Mechanics Lien Warning');
  expect(text).toContain('You, the buyer, have the right to cancel this contract within five business days.');
  expect(text).toContain(
    'Initial this checkbox if the Contractor has given you a "Notice of Five-Day Right to Cancel."',
  );
  expect(text).not.toContain('Three-Day Right to Cancel');
});

test('a sale in Spanish in Texas offline: the consent, the contract, its notices and the signed PDF in Spanish', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  await onTheRoad(page, context);
  await openWithDraft(page, customerOf('Lucía', 'Gómez', 'El Paso'), '/builder/customer');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('TX');
  await page.getByLabel('Language of the sale').selectOption('es');

  const step = contractStep(page);
  await step.open();
  await expect(step.document).toContainText(
    'antes de la medianoche del tercer día hábil después de la fecha de esta transacción, es decir, antes de la ' +
      'medianoche del sábado, 28 de noviembre de 2026.',
  );
  await expect(step.document).toContainText('AVISO IMPORTANTE: Usted y su contratista son responsables');
  await step.save();

  await page.getByRole('link', { name: 'Sign on this tablet' }).click();
  await expect(
    page.getByRole('heading', { name: 'Consentimiento para firmar y recibir este contrato en forma electrónica' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('spanish-consent.png'), fullPage: true });
  await page.getByLabel('Acepto firmar y recibir este contrato en forma electrónica.').check();
  await page.getByRole('button', { name: 'Aceptar y leer el contrato' }).click();
  await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Al firmar aquí acepto este contrato, incluido su Aviso de cancelación')).toBeVisible();
  // The buyer reads the words around the pad in Spanish; the agent's pad is in the agent's own.
  await expect(page.getByText('Firme en el recuadro con el dedo o con un lápiz táctil.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Escribir en su lugar' })).toBeVisible();
  await sign(page, 'Firma del comprador, dibujada');
  await sign(page, 'Agent’s signature, drawn');
  await page.getByRole('button', { name: 'Finish signing' }).click();
  await expect(page.getByRole('heading', { name: 'The contract is signed' })).toBeVisible({ timeout: 30_000 });

  const text = await downloadSignedPdf(page, testInfo, 'spanish-signed.pdf');
  // The price book's units in Spanish: 1,200 sq ft of air sealing and 8 penetration seals.
  expect(text).toContain('1,200 pies²');
  expect(text).toContain('8 unidades');
  expect(text).not.toMatch(/\bsq ft\b|\b\d+ each\b/);
  expect(text).toContain('antes de la medianoche del sábado, 28 de noviembre de 2026.');
  expect(text.match(/AVISO DE CANCELACIÓN/g)).toHaveLength(2);
  expect(text.match(/a más tardar a la medianoche del sábado, 28 de noviembre de 2026\./g)).toHaveLength(2);
  expect(text).toContain('Registro de la firma');
  for (const english of ['Notice of Cancellation', 'You, the buyer', 'Signatures', 'Page 1 of', 'IMPORTANT NOTICE']) {
    expect(text).not.toContain(english);
  }
});
