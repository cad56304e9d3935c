// The Contract step (with each of its dialogs open), Contract Saved and My
// Contracts on the tablet held both ways and on a phone: nothing scrolls
// sideways, every control a finger must hit is at least 44 px and axe finds
// no violations (e2e/layout-checks.ts). Each state is photographed into the
// test's output folder.
import type { Page } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, expect, myContracts, test } from './contract-page';
import { checkScreen } from './layout-checks';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

const SIZES = [
  { name: 'tablet-portrait', width: 768, height: 1024 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const DIALOGS = ['Deposit', 'Discount', 'Coupon', 'Financing', 'Notes'] as const;
const CUSTOMER = 'Nowak, Maria';

/** Signed in with the catalogue, as an agent in the field, and the hand-worked contract on the Contract step. */
async function openTheContractStep(page: Page, size: { width: number; height: number }): Promise<Contract> {
  await page.setViewportSize(size);
  await signInAsDemoAgent(page);
  await downloadWorkScopes(page);
  // Its own ids, so the sync after saving never meets another test's copy in the cloud.
  const fixture = asOwnContract(handWorkedContract(), 'Layout');
  const contract = { ...fixture, Customer: { ...fixture.Customer, First: 'Maria', Last: 'Nowak' } };
  await openWithDraft(page, contract, '/builder/contract');
  await expect(contractStep(page).toolbox).toBeVisible();
  return contract;
}

for (const size of SIZES) {
  test(`the Contract step and its dialogs fit a ${size.name} (${size.width}x${size.height})`, async ({
    page,
  }, testInfo) => {
    const step = contractStep(page);
    await openTheContractStep(page, size);
    await checkScreen(page, testInfo, `${size.name}-contract`);
    for (const name of DIALOGS) {
      await step.withDialog(name, () => checkScreen(page, testInfo, `${size.name}-contract-${name.toLowerCase()}`));
    }
  });

  test(`Contract Saved and My Contracts with a saved contract fit a ${size.name} (${size.width}x${size.height})`, async ({
    page,
  }, testInfo) => {
    const mine = myContracts(page);
    const contract = await openTheContractStep(page, size);
    await contractStep(page).save();
    await checkScreen(page, testInfo, `${size.name}-saved`);

    await page.getByRole('link', { name: 'Go to My Contracts' }).click();
    await expect(mine.localRow(CUSTOMER)).toHaveCount(1);
    // The screen settled: the sync after saving done, the cloud list loaded.
    await expect(mine.pending(CUSTOMER)).toHaveCount(0);
    await expect(mine.cloudRow(contract.Customer.Last).first()).toBeVisible();
    await expect(page.getByText('Updating…')).toHaveCount(0);
    await checkScreen(page, testInfo, `${size.name}-contracts`);
  });
}
