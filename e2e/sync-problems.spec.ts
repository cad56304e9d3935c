// A sync that fails is never silent: when auto-sync, right after SAVE &
// CONTINUE, meets a refusal (400) or a newer cloud copy (409), the row in My
// Contracts says what is wrong and what to do, and the top bar counts the
// contracts that need the agent until they are dealt with.
import type { APIRequestContext } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, expect, myContracts, test } from './contract-page';
import { DEMO_AGENT, signInAsDemoAgent } from './session-page';

// The refusal's 400 is logged by Chromium; it is the answer this spec provokes.
test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400\b/] });

function customerContract(prefix: string, first: string, last: string): Contract {
  const contract = asOwnContract(handWorkedContract(), prefix);
  return { ...contract, Customer: { ...contract.Customer, First: first, Last: last, Name: '' } };
}

/** The office, or another tablet: pushes `contract` straight to the cloud API. */
async function pushFromElsewhere(request: APIRequestContext, contract: Contract): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO_AGENT.email, password: DEMO_AGENT.password },
  });
  expect(signIn.status()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const put = await request.put(`/api/contracts/${contract.ContractId}`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { contract, baseVersion: null },
  });
  expect(put.status(), await put.text()).toBe(200);
}

const attention = (count: number) =>
  count === 1 ? '1 contract needs your attention' : `${count} contracts need your attention`;

test('a contract the cloud refuses says why in My Contracts, and the top bar counts it', async ({ page, request }) => {
  const owner = customerContract('Ownr', 'Adam', 'Lis');
  await pushFromElsewhere(request, owner);
  // Another contract that names the first one's customer: the cloud refuses it (400).
  const clash = {
    ...customerContract('Clsh', 'Ewa', 'Nowicki'),
    Customer: { ...owner.Customer, First: 'Ewa', Last: 'Nowicki' },
  };

  await signInAsDemoAgent(page);
  await openWithDraft(page, clash, '/builder/contract');
  await contractStep(page).save();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: attention(1) })).toBeVisible();

  await banner.getByRole('link', { name: attention(1) }).click();
  const mine = myContracts(page);
  const row = mine.localRow('Nowicki, Ewa');
  await expect(mine.pending('Nowicki, Ewa')).toBeVisible();
  await expect(row).toContainText('Not accepted by the office');
  await expect(row).toContainText(`Ids already used by another contract: customer ${owner.Customer.Id}`);
  await expect(row).toContainText('If it cannot be corrected, call the office.');

  // Kept on the device: after a restart the row and the count are there while no sync has answered.
  await page.route('**/api/contracts/*', async (route) => {
    if (route.request().method() !== 'PUT') await route.fallback();
    // A PUT gets no answer at all, as on a captive portal.
  });
  await page.reload();
  await expect(row).toContainText('Not accepted by the office');
  await expect(banner.getByRole('link', { name: attention(1) })).toBeVisible();

  // Deleting the contract leaves nothing to attend to.
  await page.getByRole('button', { name: 'Delete contract for Nowicki, Ewa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row).toHaveCount(0);
  await expect(banner.getByRole('link', { name: /need.* your attention/ })).toHaveCount(0);
});

test('a conflict met by auto-sync is shown in the row and counted until the agent chooses', async ({
  page,
  request,
}) => {
  const contract = customerContract('Cnfl', 'Ola', 'Zielinska');
  await pushFromElsewhere(request, { ...contract, Notes: 'Office: start on Tuesday.' });

  await signInAsDemoAgent(page);
  await openWithDraft(page, { ...contract, Notes: 'Tablet: start on Monday.' }, '/builder/contract');
  await contractStep(page).save();
  const banner = page.getByRole('banner');
  await banner.getByRole('link', { name: attention(1) }).click();

  const mine = myContracts(page);
  const row = mine.localRow('Zielinska, Ola');
  await expect(row).toContainText('Changed in the cloud too');
  await expect(row).toContainText('Press Sync w/Cloud to choose which copy to keep.');

  await mine.sync('Zielinska, Ola');
  await mine.conflict.getByRole('button', { name: "Keep this device's copy" }).click();
  await expect(mine.conflict).toBeHidden();
  await expect(mine.pending('Zielinska, Ola')).toHaveCount(0);
  await expect(row).not.toContainText('Changed in the cloud too');
  await expect(banner.getByRole('link', { name: /need.* your attention/ })).toHaveCount(0);
});
