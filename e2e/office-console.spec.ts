// The office console on the compiled server, as the office uses it: an admin on a laptop adds an agent who then signs
// in (and is disabled), and re-rates a financing plan that the tablets' list serves at once; on a manager's phone the
// console fits and reads; an agent who opens /admin is told it is for the office. Axe finds nothing on any of them. With UPDATE_SCREENSHOTS=1 the pictures of
// docs/screenshots/admin/ are taken again.
import type { Browser, Page } from '@playwright/test';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { Authenticator, openConsole as openConsoleAs, type OfficePerson } from './office-page';
import { axeViolations } from './axe';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, myContracts } from './contract-page';
import { expect, test } from './fixtures';
import { consolePicture, DATABASE_KINDS, officeDevice, startOfficeServer, type OfficeServer } from './office-server';
import type { ServerProcess } from './server-process';
import { DEMO_AGENT, signIn } from './session-page';

const ADMIN = { email: 'ada.office@example.com', password: 'price-book-2026' };
const MANAGER = { email: 'mo.manager@example.com', password: 'field-manager-2026' };
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

for (const kind of DATABASE_KINDS)
  test.describe(`on ${kind}`, () => {
    let office: OfficeServer;
    let server: ServerProcess;

    test.beforeAll(async () => {
      office = await startOfficeServer('office', kind, [
        { ...ADMIN, first: 'Ada', last: 'Office', role: 'admin' },
        { ...MANAGER, first: 'Mo', last: 'Office', role: 'manager' },
      ]);
      server = office.server;
    });

    test.afterAll(async () => {
      await office?.close();
    });

    const device = (browser: Browser, viewport: { width: number; height: number }) =>
      officeDevice(browser, server.url, viewport);
    const picture = (page: Page, name: string) => consolePicture(page, name, kind);

    const adminApp = new Authenticator();
    const managerApp = new Authenticator();

    /** The console as `who`: the admin and the manager with their authenticator apps, set up at their first visit. */
    const openConsole = (page: Page, who: OfficePerson) =>
      openConsoleAs(page, who, who === ADMIN ? adminApp : who === MANAGER ? managerApp : undefined, (name) =>
        picture(page, who === MANAGER ? name.replace('-laptop', '-manager-phone') : name),
      );

    test('an admin on a laptop re-rates a plan; the tablets are served the new rate at once', async ({ browser }) => {
      const { context, page, errors } = await device(browser, LAPTOP);
      await openConsole(page, ADMIN);
      await page
        .getByRole('navigation', { name: 'Office console' })
        .getByRole('link', { name: 'Financing plans' })
        .click();
      await expect(page).toHaveURL('/admin/financing');
      const table = page.getByRole('table', { name: 'Financing plans' });
      await expect(table.getByRole('row', { name: /DEL2689/ })).toContainText('8.99%');
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'financing-plans-laptop');

      await page.getByRole('button', { name: 'Change DEL2689' }).click();
      const form = page.getByRole('form', { name: 'Change DEL2689' });
      await expect(form.getByLabel('APR (%)')).toBeFocused();
      await form.getByLabel('APR (%)').fill('9.499');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(form.getByLabel('APR (%)')).toHaveAccessibleDescription(
        /^An APR has at most two decimals, such as 8\.99\./,
      );
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'financing-plan-change-laptop');
      await form.getByLabel('APR (%)').fill('9.49');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Saved. DEL2689 is 60 months at 9.49% APR, offered on new contracts.')).toBeVisible();
      await expect(table.getByRole('row', { name: /DEL2689/ })).toContainText('9.49%');

      // What a tablet downloads at its next sync.
      const agentSession = (await (
        await fetch(`${server.url}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_AGENT.email, password: DEMO_AGENT.password }),
        })
      ).json()) as { accessToken: string };
      const served = (await (
        await fetch(`${server.url}/api/financing-plans`, {
          headers: { authorization: `Bearer ${agentSession.accessToken}` },
        })
      ).json()) as { plans: { code: string; apr: number }[] };
      expect(served.plans.find((plan) => plan.code === 'DEL2689')?.apr).toBe(9.49);
      await context.close();
      expect(errors).toEqual([]);
    });

    test('an admin adds an agent, who signs in with the first password; disabled, they cannot', async ({ browser }) => {
      const { context, page, errors } = await device(browser, LAPTOP);
      await openConsole(page, ADMIN);
      await expect(page).toHaveURL('/admin/people');
      await expect(page.getByRole('table', { name: 'People' }).getByRole('row', { name: /Ada Office/ })).toContainText(
        'Admin',
      );
      await page.getByRole('button', { name: 'Add a person' }).click();
      const form = page.getByRole('form', { name: 'Add a person' });
      await form.getByLabel('First name').fill('Lee');
      await form.getByLabel('Last name').fill('Novak');
      await form.getByLabel('Email').fill('lee.novak@example.com');
      await form.getByLabel('I give them a first password').check();
      await form.getByLabel('First password', { exact: true }).fill('loft-insulation-2026');
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'person-add-laptop');
      await form.getByRole('button', { name: 'Add person' }).click();
      await expect(page.getByText('Added Lee Novak (Agent): they can sign in now.')).toBeVisible();
      const lee = page.getByRole('table', { name: 'People' }).getByRole('row', { name: /Lee Novak/ });
      await expect(lee).toContainText('Never');
      await picture(page, 'people-laptop');

      // Lee's tablet.
      const tablet = await device(browser, { width: 768, height: 1024 });
      await signIn(tablet.page, 'lee.novak@example.com', 'loft-insulation-2026');
      await expect(tablet.page).toHaveURL('/');
      await page.reload();
      await expect(lee).not.toContainText('Never');

      await page.getByRole('button', { name: 'Manage Lee Novak' }).click();
      await page.getByRole('region', { name: 'Manage Lee Novak' }).getByRole('button', { name: 'Disable' }).click();
      await expect(
        page.getByText('Lee Novak is disabled: they cannot sign in, and every session of theirs has ended.'),
      ).toBeVisible();
      await expect(lee).toContainText('Disabled');
      const refused = await fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lee.novak@example.com', password: 'loft-insulation-2026' }),
      });
      expect(refused.status).toBe(401);
      await tablet.context.close();
      await context.close();
      expect(errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
    });

    test('an admin adds a person by a one-time link; on their phone they set their password and sign in', async ({
      browser,
    }) => {
      const { context, page, errors } = await device(browser, LAPTOP);
      await openConsole(page, ADMIN);
      await page.getByRole('button', { name: 'Add a person' }).click();
      const form = page.getByRole('form', { name: 'Add a person' });
      await form.getByLabel('First name').fill('Rosa');
      await form.getByLabel('Last name').fill('Field');
      await form.getByLabel('Email').fill('rosa.field@example.com');
      await form.getByRole('button', { name: 'Add person' }).click();
      const shown = page.getByRole('textbox', { name: 'Set-password link for Rosa Field' });
      await expect(shown).toHaveValue(/\/set-password#[A-Za-z0-9_-]{43}$/);
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'person-link-laptop');
      const link = await shown.inputValue();

      const phone = await device(browser, PHONE);
      await phone.page.goto(link);
      await phone.page.getByLabel('New password').fill('rosa-insulates-2026');
      await phone.page.getByLabel('The same password again').fill('rosa-insulates-2026');
      expect(await axeViolations(phone.page)).toEqual([]);
      await phone.page.getByRole('button', { name: 'Set password' }).click();
      await expect(
        phone.page.getByText('Your password is set. Sign in as rosa.field@example.com with it.'),
      ).toBeVisible();
      await phone.page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();
      await signIn(phone.page, 'rosa.field@example.com', 'rosa-insulates-2026');
      await expect(phone.page).toHaveURL('/');

      // The link worked once.
      await phone.page.goto(link);
      await phone.page.getByLabel('New password').fill('someone-else-2026');
      await phone.page.getByLabel('The same password again').fill('someone-else-2026');
      await phone.page.getByRole('button', { name: 'Set password' }).click();
      await expect(phone.page.getByRole('alert')).toContainText('This link does not work any more');
      await phone.context.close();
      await context.close();
      expect(errors).toEqual([]);
      // The browser logs the refused second use, and nothing else.
      expect(phone.errors).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
    });

    test("the admin's sign-in: a wrong code is refused, a recovery code signs in once", async ({ browser }) => {
      const { context, page, errors } = await device(browser, LAPTOP);
      if (!adminApp.enrolled) await openConsole(page, ADMIN);
      await page.context().clearCookies();
      await signIn(page, ADMIN.email, ADMIN.password);
      const code = page.getByLabel('Authentication code');
      await expect(code).toBeFocused();
      await expect(
        page.getByText('Enter the 6-digit code from your authenticator app, or a recovery code.'),
      ).toBeVisible();
      await code.fill('000000');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText(/^That code is not right or was used already/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'sign-in-code-laptop');
      const recovery = adminApp.recoveryCodes[0] ?? '';
      await code.fill(recovery);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL('/');
      await page.goto('/admin/sign-in');
      await expect(page.getByText(/Recovery codes left: 9\./)).toBeVisible();

      // The same recovery code does not sign in twice.
      const again = await fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...ADMIN, code: recovery }),
      });
      expect(again.status).toBe(401);
      await context.close();
      expect(errors).toEqual([]);
    });

    test("on a manager's phone the second factor is set up first; the people and the plans fit and read, with nothing to change", async ({
      browser,
    }) => {
      const { context, page, errors } = await device(browser, PHONE);
      // The manager's first visit: the set-up comes before any screen (decision 075).
      expect(managerApp.enrolled).toBe(false);
      await openConsole(page, MANAGER);
      expect(managerApp.enrolled).toBe(true);
      await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'people-phone');
      await page.goto('/admin/financing');
      await expect(page.getByRole('table', { name: 'Financing plans' })).toBeVisible();
      await expect(page.getByText('Only an admin changes them.')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Change / })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'financing-plans-phone');
      await context.close();
      expect(errors).toEqual([]);
    });

    test("a manager finds an agent's saved contract, records the customer's cancellation, and the tablet shows it after its next sync", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const tablet = await device(browser, { width: 1024, height: 768 });
      await signIn(tablet.page, DEMO_AGENT.email, DEMO_AGENT.password);
      await expect(tablet.page).toHaveURL('/');
      const fixture = handWorkedContract();
      const contract = asOwnContract(
        { ...fixture, Customer: { ...fixture.Customer, First: 'Ngozi', Last: 'Okonkwo' } },
        'CANC',
      );
      await openWithDraft(tablet.page, contract, '/builder/contract');
      await contractStep(tablet.page).save();
      const contracts = myContracts(tablet.page);
      await contracts.goto();
      await expect(contracts.localRow('Okonkwo, Ngozi')).toBeVisible();
      await expect(contracts.pending('Okonkwo, Ngozi')).toBeHidden({ timeout: 30_000 });

      const { context, page, errors } = await device(browser, LAPTOP);
      await openConsole(page, MANAGER);
      await page.getByRole('navigation', { name: 'Office console' }).getByRole('link', { name: 'Contracts' }).click();
      await page.getByLabel('Customer, description or ContractId').fill('okonkwo');
      await page.getByRole('button', { name: 'Find' }).click();
      const row = page.getByRole('table', { name: 'Contracts' }).getByRole('row', { name: /Okonkwo/ });
      await expect(row).toContainText('Saved');
      await expect(row).toContainText('$7,821.00');
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'contracts-laptop');

      await row.getByRole('link', { name: contract.ContractId }).click();
      await expect(page.getByRole('heading', { name: `Contract ${contract.ContractId}` })).toBeVisible();
      await expect(page.getByText('Not signed on a tablet.')).toBeVisible();
      const today = new Date().toISOString().slice(0, 10);
      const form = page.getByRole('form', { name: 'Record a cancellation' });
      await form.getByLabel('Date of the notice').fill(today);
      await form.getByLabel('How it came').selectOption('email');
      await form.getByLabel('Note (optional)').fill('Customer chose another contractor');
      await form.getByRole('button', { name: 'Record the cancellation' }).click();
      await expect(
        page.getByText('Cancellation recorded. The contract was not signed on a tablet: no deadline was stated.'),
      ).toBeVisible();
      await expect(page.getByText('Note: Customer chose another contractor')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'contract-cancelled-laptop');

      // The audit log has the row, with who did it.
      await page.getByRole('navigation', { name: 'Office console' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page.getByRole('row', { name: /contract\.cancel/ })).toContainText('Mo Office');

      // The tablet's next sync (the app starting again) brings the cancellation; the contract stays on the tablet.
      await tablet.page.reload();
      await expect(contracts.localRow('Okonkwo, Ngozi').getByText('Cancelled')).toBeVisible({ timeout: 30_000 });
      await expect(contracts.localRow('Okonkwo, Ngozi')).toContainText('The customer cancelled (notice dated');
      await tablet.context.close();
      await context.close();
      expect(errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
    });

    test("a licence and a branch saved in the console are on the tablet's next contract, without a rebuild", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const { context, page, errors } = await device(browser, LAPTOP);
      await openConsole(page, ADMIN);
      await page.getByRole('navigation', { name: 'Office console' }).getByRole('link', { name: 'Company' }).click();
      const form = page.getByRole('form', { name: 'Company details' });
      await form.getByRole('button', { name: "Add a state's licence" }).click();
      await form.getByLabel('State', { exact: true }).fill('ca');
      await form.getByLabel('Licence in that state').fill('CSLB License #1034567');
      await form.getByLabel('Cancellations by email to').fill('cancel@northwind.example');
      await form.getByRole('button', { name: 'Add a branch' }).click();
      await form.getByLabel('Branch name').fill('Fresno');
      await form.getByLabel("Its address (the company's when empty)").fill('88 Olive Avenue\nFresno, CA 93728');
      await form.getByLabel('Its phone').fill('559-555-0140');
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'company-laptop');
      await form.getByRole('button', { name: "Save the company's details" }).click();
      await expect(page.getByText('Saved. Tablets print these details from their next sync.')).toBeVisible();

      // The demo agent works from the Fresno branch.
      await page.getByRole('navigation', { name: 'Office console' }).getByRole('link', { name: 'People' }).click();
      await page.getByRole('button', { name: 'Manage Jane Demo' }).click();
      const panel = page.getByRole('region', { name: 'Manage Jane Demo' });
      await panel.getByLabel('Branch').selectOption('Fresno');
      await panel.getByRole('button', { name: 'Save branch' }).click();
      await expect(page.getByText('Jane Demo is now in the Fresno branch.')).toBeVisible();

      // The tablet's next sync (the app starting) brings them; a customer in California gets the California licence.
      const tablet = await device(browser, { width: 1024, height: 768 });
      await signIn(tablet.page, DEMO_AGENT.email, DEMO_AGENT.password);
      await expect(tablet.page).toHaveURL('/');
      const fixture = handWorkedContract();
      const contract = asOwnContract(
        { ...fixture, Customer: { ...fixture.Customer, First: 'Rosa', Last: 'Alvarez', State: 'CA' } },
        'LICN',
      );
      await openWithDraft(tablet.page, contract, '/builder/contract');
      await expect(tablet.page.getByText('CSLB License #1034567')).toBeVisible({ timeout: 30_000 });
      // Her branch's address heads the contract, and the notice sends cancellations to the company's email.
      const contractDocument = tablet.page.getByRole('article', { name: /^Contract / });
      await expect(contractDocument).toContainText('88 Olive Avenue');
      await expect(contractDocument).toContainText('or email it to cancel@northwind.example');
      await tablet.context.close();
      await context.close();
      expect(errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
    });

    test('every screen of the console fits and reads on a laptop and on a phone, and axe finds nothing', async ({
      browser,
    }) => {
      const screens = [
        ['contracts', 'Contracts'],
        ['week', 'This week'],
        ['outbox', 'Outbox'],
        ['audit', 'Audit log'],
        ['company', 'Company'],
        ['price-book', 'Price book'],
      ] as const;
      for (const [size, viewport] of [
        ['laptop', LAPTOP],
        ['phone', PHONE],
      ] as const) {
        const { context, page, errors } = await device(browser, viewport);
        await openConsole(page, MANAGER);
        for (const [path, title] of screens) {
          await page.goto(`/admin/${path}`);
          await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
          await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
          await expect(page.getByRole('alert')).toHaveCount(0);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} on a ${size}`).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), `${path} on a ${size}`).toEqual([]);
          await picture(page, `${path}-${size}`);
        }
        await context.close();
        expect(errors).toEqual([]);
      }
    });

    test('an agent who opens /admin is told it is for the office', async ({ browser }) => {
      const { context, page, errors } = await device(browser, { width: 768, height: 1024 });
      await openConsole(page, DEMO_AGENT);
      await expect(page.getByText(/The office console is for the office: managers and admins/)).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      await picture(page, 'agent-notice-tablet');
      await context.close();
      expect(errors).toEqual([]);
    });
  });
