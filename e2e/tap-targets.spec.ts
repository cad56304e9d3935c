// Every route and every dialog of the agent's app, on the tablet held upright
// and sideways: each visible control is at least 44 px and a tap at its centre
// reaches it, nothing scrolls sideways and axe finds nothing
// (e2e/layout-checks.ts). The builder's steps, the Projects step's dialogs,
// the Contract step's five dialogs, Contract Saved and My Contracts have the
// same check in builder-layout.spec.ts and contract-layout.spec.ts; this spec
// covers the rest: the pages around the builder, the Sign step from consent
// to signed, the guide reader, and the confirm, sign-out and conflict dialogs.
// The same check runs in WebKit (e2e/webkit/).
import type { Page, TestInfo } from '@playwright/test';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { goodAndBetter } from '#domain/testing/options';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, expect, myContracts, test } from './contract-page';
import { checkScreen } from './layout-checks';
import { DEMO_AGENT, downloadWorkScopes, signInAsDemoAgent, topBar } from './session-page';
import { TABLET_SIZES } from './tablet-sizes';

/** The hand-worked contract as a customer of the test's own, on the Contract step. */
async function openContractOf(page: Page, last: string, prefix: string) {
  const fixture = asOwnContract(handWorkedContract(), prefix);
  const contract = {
    ...fixture,
    Customer: { ...fixture.Customer, First: 'Maria', Last: last, Email: 'maria@example.com' },
  };
  await openWithDraft(page, contract, '/builder/contract');
  await expect(contractStep(page).toolbox).toBeVisible();
  return contract;
}

/** Opens the dialog `name` with `open` and checks it; returns the dialog, still open. */
async function checkDialog(page: Page, testInfo: TestInfo, shot: string, name: string, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await checkScreen(page, testInfo, shot);
  return dialog;
}

for (const size of TABLET_SIZES) {
  test.describe(`on a tablet ${size.name} (${size.width}x${size.height})`, () => {
    test.beforeEach(async ({ page }) => {
      // Every screen is measured, tapped at each control and run through axe.
      test.setTimeout(90_000);
      await page.setViewportSize(size);
    });

    test('the pages before and around the builder, and the sign-out and new-contract dialogs', async ({
      page,
    }, testInfo) => {
      const shot = (name: string) => `${size.name}-${name}`;
      for (const path of ['/', '/login', '/contracts', '/data-transfer']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, testInfo, shot(`signed-out${path.replace(/\//g, '-')}`));
      }

      await signInAsDemoAgent(page);
      await checkScreen(page, testInfo, shot('home'));
      await downloadWorkScopes(page);
      await checkScreen(page, testInfo, shot('data-transfer'));

      const signOut = await checkDialog(page, testInfo, shot('sign-out'), 'Sign Out', () =>
        topBar(page).signOut.click(),
      );
      await signOut.getByRole('button', { name: 'Cancel' }).click();
      await expect(signOut).toBeHidden();

      await page.goto('/builder/customer');
      await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Maria');
      const startNew = await checkDialog(page, testInfo, shot('start-new'), 'Start New Contract', () =>
        page.getByRole('banner').getByRole('button', { name: 'New Contract' }).click(),
      );
      await startNew.getByRole('button', { name: 'No' }).click();
      await expect(startNew).toBeHidden();
    });

    test('the guide reader', async ({ page }, testInfo) => {
      await signInAsDemoAgent(page);
      await downloadWorkScopes(page);
      await openWithDraft(page, handWorkedContract(), '/builder/projects');
      await page
        .getByRole('list', { name: /^Projects in / })
        .first()
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      const guide = page.getByRole('button', { name: /^Open guide for / });
      await guide.click();
      const reader = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next page' }) });
      await expect(reader.getByRole('button', { name: 'Next page' })).toBeVisible();
      await expect(reader.locator('canvas').first()).toBeVisible();
      await checkScreen(page, testInfo, `${size.name}-guide`);
    });

    test('the Sign step from consent to signed, and My Contracts with a signed contract', async ({
      page,
    }, testInfo) => {
      const shot = (name: string) => `${size.name}-${name}`;
      await signInAsDemoAgent(page);
      await downloadWorkScopes(page);
      await openContractOf(page, 'Tapper', 'Tap');
      await contractStep(page).save();
      await page.getByRole('link', { name: 'Sign on this tablet' }).click();
      await expect(page.getByRole('button', { name: 'Agree and read the contract' })).toBeVisible();
      await checkScreen(page, testInfo, shot('sign-consent'));

      await page.getByLabel('I agree to sign and receive this contract electronically.').check();
      await page.getByRole('button', { name: 'Agree and read the contract' }).click();
      const reader = page.getByRole('region', { name: 'The contract to be signed' });
      await expect(reader.locator('canvas').first()).toBeVisible();
      await checkScreen(page, testInfo, shot('sign-signatures'));

      for (const [title, role, name] of [
        ['Buyer', 'buyer', 'Maria Tapper'],
        ['Agent', 'agent', 'Jane Demo'],
      ] as const) {
        await page
          .getByRole('group', { name: `How the ${role} signs` })
          .getByRole('button', { name: 'Type instead' })
          .click();
        await page.getByRole('textbox', { name: `${title}’s signature, typed` }).fill(name);
        await page.getByRole('button', { name: `Sign as the ${role}` }).click();
      }
      await checkScreen(page, testInfo, shot('sign-typed'));
      await page.getByRole('button', { name: 'Finish signing' }).click();
      await expect(page.getByRole('heading', { name: 'The contract is signed' })).toBeVisible({ timeout: 30_000 });
      await checkScreen(page, testInfo, shot('sign-done'));

      const mine = myContracts(page);
      await mine.goto();
      await expect(mine.localRow('Tapper, Maria')).toContainText('Signed');
      await expect(page.getByText('Updating…')).toHaveCount(0);
      await checkScreen(page, testInfo, shot('contracts-signed'));
      const remove = await checkDialog(page, testInfo, shot('delete'), 'Delete Contract', () =>
        page.getByRole('button', { name: 'Delete contract for Tapper, Maria' }).click(),
      );
      await remove.getByRole('button', { name: 'No' }).click();
      await expect(remove).toBeHidden();
    });

    test("the options at their prices, and the Sign step's chooser tapped anywhere on a row (decision 077)", async ({
      page,
    }, testInfo) => {
      const shot = (name: string) => `${size.name}-${name}`;
      await signInAsDemoAgent(page);
      await downloadWorkScopes(page);
      const fixture = asOwnContract(goodAndBetter(), 'Opt');
      const customer = { ...fixture.Customer, First: 'Linda', Last: `Carver${size.name}`, Email: 'linda@example.com' };
      await openWithDraft(page, { ...fixture, Customer: customer }, '/builder/review');
      await page.goto('/builder/options');
      // Better costs more than Good, whatever its deposit: each at its price, the deposit apart.
      const better = page.getByRole('article', { name: 'Better' });
      await expect(better).toContainText('$9,561.00');
      await expect(better).toContainText('$2,500.00 of it paid today');
      await expect(better).toContainText('or $147.00 a month for 60 months (DEL2689)');
      await expect(better).toContainText('$1,740.00 more than Good');
      await expect(page.getByRole('button', { name: 'Choose Better' })).toBeVisible();
      await checkScreen(page, testInfo, shot('options'));

      await page.goto('/builder/contract');
      await contractStep(page).save();
      await page.getByRole('link', { name: 'Sign on this tablet' }).click();
      await expect(page.getByRole('heading', { name: 'Which option does the customer choose?' })).toBeVisible();
      await checkScreen(page, testInfo, shot('sign-options'));
      const radio = page.getByRole('radio', { name: 'Better: $9,561.00' });
      await expect(radio).toHaveAccessibleDescription('$2,500.00 paid today · or $147.00 a month for 60 months');
      // A finger on the words under the price chooses the option: the whole row is its target.
      await page.getByText('$2,500.00 paid today · or $147.00 a month for 60 months').click();
      await expect(radio).toBeChecked();
      const row = await page.locator('.option-choice-row').filter({ has: radio }).boundingBox();
      expect(row!.height).toBeGreaterThanOrEqual(44);
    });

    test('the conflict dialog of a contract changed in the cloud', async ({ page, request }, testInfo) => {
      const last = `Conflict${size.name === 'portrait' ? 'Up' : 'Side'}`;
      await signInAsDemoAgent(page);
      await downloadWorkScopes(page);
      const contract = await openContractOf(page, last, 'Cnf');
      await contractStep(page).save();
      const mine = myContracts(page);
      await mine.goto();
      await expect(mine.pending(`${last}, Maria`)).toHaveCount(0);

      // Someone else changes the notes in the cloud.
      const signIn = await request.post('/api/auth/sign-in', {
        data: { email: DEMO_AGENT.email, password: DEMO_AGENT.password },
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      const authorization = `Bearer ${accessToken}`;
      const cloud = (await (
        await request.get(`/api/contracts/${contract.ContractId}`, { headers: { authorization } })
      ).json()) as { contract: typeof contract; version: number };
      const pushed = await request.put(`/api/contracts/${contract.ContractId}`, {
        headers: { authorization },
        data: { contract: { ...cloud.contract, Notes: 'Changed at the office.' }, baseVersion: cloud.version },
      });
      expect(pushed.status()).toBe(200);

      // This tablet changes them too.
      await mine.edit(`${last}, Maria`);
      await contractStep(page).open();
      await contractStep(page).setNotes('Changed at the table.');
      await contractStep(page).save();
      await mine.goto();
      await expect(mine.pending(`${last}, Maria`)).toBeVisible();
      await mine.sync(`${last}, Maria`);
      await expect(mine.conflict).toBeVisible();
      await expect.poll(mine.differences).toEqual([['Notes', 'Changed at the table.', 'Changed at the office.']]);
      await checkScreen(page, testInfo, `${size.name}-conflict`);
    });
  });
}
