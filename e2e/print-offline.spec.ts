// Print on My Contracts loads the copy's code at the press (docs/first-load.md). In a customer's home with no
// signal, a page opened offline after one online visit still prints: the code comes from the service worker's cache.
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, myContracts } from './contract-page';
import { collectPageErrors, expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './service-worker';

test('a contract on the device prints from a page opened with the network off', async ({ page, context }) => {
  test.setTimeout(60_000);
  const fixture = asOwnContract(handWorkedContract(), 'Prnt');
  const contract = { ...fixture, Customer: { ...fixture.Customer, First: 'Ines', Last: 'Ferreira' } };
  await openWithDraft(page, contract, '/builder/customer');
  // A change puts the draft in the device's list.
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Madison');
  await waitForServiceWorkerControl(page);
  const online = myContracts(page);
  await online.goto();
  await expect(online.localRow('Ferreira, Ines')).toBeVisible();

  await context.setOffline(true);
  const cold = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(cold, errors);
  const mine = myContracts(cold);
  await mine.goto();
  await cold.evaluate(() => {
    window.print = () => undefined;
  });
  await mine.localRow('Ferreira, Ines').getByRole('button', { name: 'Print contract for Ferreira, Ines' }).click();
  const printed = cold.locator('.print-copy');
  // The copy is hidden from screen readers (the row is what they read); the page prints it.
  await expect(printed.locator('article')).toHaveAttribute('aria-label', `Contract ${contract.ContractId}`);
  await expect(printed).toContainText('Ferreira');
  await expect(printed).toContainText('Madison');
  expect(errors).toEqual([]);
});
