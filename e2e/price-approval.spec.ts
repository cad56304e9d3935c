// Three options and a discount below the office's floor, at a customer's table with no signal (docs/decisions/055 and
// 056). An admin sets agents' floor to 10% on a laptop; the agent's tablet downloads it, then loses its signal. The
// options are presented side by side and the customer picks the second, whose discount of $1,250.00 on $7,821.00
// keeps signing closed; the agent phones the manager, who gives a code from the console on a
// phone; a wrong code is refused, the right one opens signing, and the signed PDF names the manager and the amount.
// Back online, the cloud accepts the approval once and records who approved what.
import type { Page } from '@playwright/test';
import { setProjectSelected } from '#domain/contract/edits';
import type { Contract } from '#domain/contract/model';
import { addOption } from '#domain/contract/options';
import { recalculate } from '#domain/contract/totals';
import { setDiscount } from '#domain/contract/values';
import { sequentialIds } from '#domain/testing/builders';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { axeViolations } from './axe';
import { openWithDraft, sign } from './builder-page';
import { asOwnContract } from './contract-page';
import { collectPageErrors, expect, keepOfflineAcrossNavigations, test } from './fixtures';
import { Authenticator, openConsole } from './office-page';
import { DATABASE_KINDS, officeDevice, startOfficeServer, type OfficeServer } from './office-server';
import { downloadSignedPdf } from './signed-pdf';
import { waitForGuidesCached, waitForServiceWorkerControl } from './service-worker';
import { DEMO_AGENT, downloadWorkScopes, signInAsDemoAgent } from './session-page';

const ADMIN = { email: 'ada.floors@example.com', password: 'price-floors-2026' };
const MANAGER = { email: 'mo.approves@example.com', password: 'field-manager-2026' };
/**
 * Good: the attic work alone ($3,856.00). Better: the crawlspace's encapsulation too, with a $1,250.00 discount
 * ($6,571.00, $467.90 over an agent's 10%). Best: its dehumidifier too, no discount ($10,016.00).
 */
function threeOptions(): Contract {
  const ids = sequentialIds('opt');
  const own = asOwnContract(handWorkedContract(), 'FLOOR');
  const base = {
    ...own,
    Customer: { ...own.Customer, First: 'Maria', Last: 'Kowalski', Name: 'Kowalski, Maria', State: 'WI' },
  };
  const crawlspace = (contract: Contract, index: number) => {
    const goal = contract.Goals[1]!;
    return recalculate(setProjectSelected(contract, goal.Gid, goal.Projects[index]!.Pid, true));
  };
  const good = recalculate(setProjectSelected(base, base.Goals[1]!.Gid, base.Goals[1]!.Projects[0]!.Pid, false));
  let contract = crawlspace(addOption(good, ids), 0);
  contract = { ...contract, Values: setDiscount(contract.Values, 1250) };
  contract = crawlspace(addOption(contract, ids), 1);
  return { ...contract, Values: setDiscount(contract.Values, 0) };
}

for (const kind of DATABASE_KINDS)
  test.describe(`on ${kind}`, () => {
    let office: OfficeServer;
    const managerApp = new Authenticator();
    test.beforeAll(async () => {
      office = await startOfficeServer('approval', kind, [
        { ...ADMIN, first: 'Ada', last: 'Floors', role: 'admin' },
        { ...MANAGER, first: 'Mo', last: 'Approves', role: 'manager' },
      ]);
    });
    test.afterAll(async () => {
      await office?.close();
    });

    /** What the manager reads on the phone's console for `request`: the approval code. */
    async function managerApproves(phone: Page, request: string, amount: string): Promise<string> {
      await phone.getByRole('navigation', { name: 'Office console' }).getByRole('link', { name: 'Approvals' }).click();
      await phone.getByLabel('Agent who called').selectOption({ label: `Jane Demo (${DEMO_AGENT.email})` });
      await phone.getByLabel('Request code').fill(request);
      await phone.getByLabel('Discount to approve ($)').fill(amount);
      await phone.getByRole('button', { name: 'Give the approval code' }).click();
      const answer = phone.getByRole('status').filter({ hasText: 'Read this approval code to Jane Demo' });
      await expect(answer).toContainText('It approves a discount of $1,250.00');
      expect(await axeViolations(phone)).toEqual([]);
      const code = await answer.getByLabel(/^Approval code \d{8}$/).getAttribute('aria-label');
      return code!.replace('Approval code ', '');
    }

    test('signing stays closed below the floor until the manager’s code is entered, with no signal', async ({
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      const laptop = await officeDevice(browser, office.server.url, { width: 1280, height: 800 });
      await openConsole(laptop.page, ADMIN, new Authenticator());
      await laptop.page.goto('/admin/approvals');
      await laptop.page.getByLabel('Agents: largest discount (%)').fill('10');
      // A least price the attic work of every option clears: $2,040.00 less its share of any discount.
      const least = laptop.page.getByRole('group', { name: 'Agents: least price of a category' });
      await least.getByRole('button', { name: 'Add a least price for agents' }).click();
      await least.getByLabel('Category').selectOption({ label: 'Attic Insulation' });
      await least.getByLabel('Least price ($)').fill('1000');
      await laptop.page.getByRole('button', { name: 'Save the price floors' }).click();
      await expect(laptop.page.getByText('Saved. Tablets check these floors from their next sync.')).toBeVisible();
      await expect(laptop.page.getByText('10% of the total; Attic Insulation at least $1,000.00')).toBeVisible();
      // The same form on an admin's phone: it fits, and reads.
      await laptop.page.setViewportSize({ width: 390, height: 844 });
      const overflow = await laptop.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(laptop.page)).toEqual([]);
      await least.screenshot({ path: testInfo.outputPath('least-price-phone.png') });
      await laptop.context.close();

      const context = await browser.newContext({
        baseURL: office.server.url,
        viewport: { width: 768, height: 1024 },
        acceptDownloads: true,
      });
      keepOfflineAcrossNavigations(context);
      const page = await context.newPage();
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await page.goto('/');
      await waitForServiceWorkerControl(page);
      await signInAsDemoAgent(page);
      await downloadWorkScopes(page);
      await waitForGuidesCached(page);
      await context.setOffline(true);

      const contract = threeOptions();
      await openWithDraft(page, contract, '/builder/review');
      const bar = page.getByRole('region', { name: 'Options' });
      await expect(bar.getByRole('button', { name: 'Best $10,016.00' })).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: testInfo.outputPath('options-bar.png'), fullPage: true });
      await bar.getByRole('link', { name: 'Present the options' }).click();
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(3);
      await expect(page.getByRole('article', { name: 'Good' })).toContainText('$3,856.00');
      await expect(page.getByRole('article', { name: 'Better' })).toContainText('$2,715.00 more than Good');
      await expect(page.getByRole('article', { name: 'Best' })).toContainText(
        'Crawlspace Dehumidifier ($2,195.00) · not in every option',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('options-upright.png'), fullPage: true });
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.screenshot({ path: testInfo.outputPath('options-sideways.png'), fullPage: true });
      await page.setViewportSize({ width: 768, height: 1024 });

      await page.goto('/builder/contract');
      await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click();
      await page.getByRole('link', { name: 'Sign on this tablet' }).click();
      // The customer picks the second option.
      await page.getByRole('radio', { name: 'Better: $6,571.00' }).check();
      await page.getByRole('button', { name: 'Sign the option chosen' }).click();

      const gate = page.getByRole('region', { name: 'A manager’s approval is needed' });
      await expect(gate).toContainText('This price is $467.90 below the office’s floor');
      await expect(gate).toContainText(
        'The discount of $1,250.00 is $467.90 more than the 10% ($782.10) you may give on this price.',
      );
      await expect(page.getByLabel('I agree to sign and receive this contract electronically.')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('below-the-floor.png'), fullPage: true });
      const request = (await gate.locator('dd').first().textContent())!.replace(/\s/g, '');
      expect(request).toMatch(/^\d{8}$/);

      // The manager, on a phone with a signal.
      // The manager's first console visit sets up the authenticator app (decision 075).
      const phone = await officeDevice(browser, office.server.url, { width: 390, height: 844 });
      await openConsole(phone.page, MANAGER, managerApp);
      const code = await managerApproves(phone.page, request, '1,250.00');
      await phone.page.screenshot({ path: testInfo.outputPath('manager-phone.png'), fullPage: true });
      expect(phone.errors).toEqual([]);
      await phone.context.close();

      // A code misheard by one digit is refused; the right one opens signing.
      const box = page.getByLabel('Approval code from your manager');
      await box.fill(`${code.slice(0, 7)}${(Number(code[7]) + 1) % 10}`);
      await page.getByRole('button', { name: 'Check the approval code' }).click();
      await expect(page.getByText(/That code does not approve this contract/)).toBeVisible();
      await box.fill(`${code.slice(0, 4)} ${code.slice(4)}`);
      await page.getByRole('button', { name: 'Check the approval code' }).click();
      await expect(
        page.getByText(`Approved by Mo Approves: a discount of $1,250.00, entered with code ${code}.`),
      ).toBeVisible();

      await page.getByLabel('I agree to sign and receive this contract electronically.').check();
      await page.getByRole('button', { name: 'Agree and read the contract' }).click();
      await expect(page.getByRole('heading', { name: 'Signatures' })).toBeVisible({ timeout: 30_000 });
      await sign(page, 'Buyer’s signature, drawn');
      await sign(page, 'Agent’s signature, drawn');
      await page.getByRole('button', { name: 'Finish signing' }).click();
      await expect(page.getByRole('heading', { name: 'The contract is signed' })).toBeVisible({ timeout: 30_000 });

      const text = await downloadSignedPdf(page, testInfo, 'approved.pdf');
      expect(text).toContain("Manager's approval of the price");
      expect(text).toContain(
        `Mo Approves approved a discount of $1,250.00 below the office's price floor with approval code ${code}`,
      );
      expect(text).toMatch(/Discount -\$1,250\.00/);
      // Only the option chosen is printed: Better, without Best's dehumidifier.
      expect(text).toMatch(/Net Due \$6,571\.00/);
      expect(text).not.toContain('Crawlspace Dehumidifier');

      // Back online: the signed copy reaches the cloud, which checks the approval again and records who gave it.
      await context.setOffline(false);
      // The office reads it with a session of its own (not the tablet's cookies).
      const signedIn = await fetch(`${office.server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...MANAGER, code: await managerApp.code() }),
      });
      const { accessToken } = (await signedIn.json()) as { accessToken: string };
      const officeGet = (path: string) =>
        fetch(`${office.server.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
      const detail = async () =>
        (await (await officeGet(`/api/admin/contracts/${contract.ContractId}`)).json()) as {
          signed?: unknown[];
          flags?: { kind: string }[];
          options?: { name: string; netDue: number; current: boolean }[];
        };
      await expect.poll(async () => (await detail()).signed?.length ?? 0, { timeout: 60_000 }).toBe(1);
      expect((await detail()).flags).toEqual([]);
      // The office sees the options the customer declined.
      expect((await detail()).options).toEqual([
        { name: 'Good', netDue: 3856, current: false },
        { name: 'Better', netDue: 6571, current: true },
        { name: 'Best', netDue: 10016, current: false },
      ]);
      const audit = (await (await officeGet('/api/admin/audit?action=approval.')).json()) as {
        entries: { action: string; subject: string; after: { approvedBy?: { name: string } } }[];
      };
      expect(audit.entries.map((entry) => [entry.action, entry.subject, entry.after.approvedBy?.name])).toEqual([
        ['approval.use', `contract:${contract.ContractId}`, 'Mo Approves'],
        ['approval.give', expect.stringMatching(/^agent:/), undefined],
      ]);
      await context.close();
      expect(errors).toEqual([]);
    });
  });
