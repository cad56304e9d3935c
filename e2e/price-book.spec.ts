// Price books on the compiled server, as the office and a tablet in California live them: an admin raises the attic
// insulation rates by 5% from tomorrow; a tablet that synced today quotes the old rate today and, with no connection,
// the new one once its clock passes midnight; the project priced yesterday keeps yesterday's rate, syncs with it and
// prints it, and the cloud records which price book each project came from. With UPDATE_SCREENSHOTS=1 the price
// book's pictures of docs/screenshots/admin/ are taken again.
import type { Browser, Page } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { recalculate } from '#domain/contract/totals';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { axeViolations } from './axe';
import { builderPage, openWithDraft } from './builder-page';
import { asOwnContract, contractStep, myContracts } from './contract-page';
import { expect, test } from './fixtures';
import { Authenticator, openConsole } from './office-page';
import {
  cloudContract,
  consolePicture,
  DATABASE_KINDS,
  officeDevice,
  startOfficeServer,
  type OfficeServer,
} from './office-server';
import type { ServerProcess } from './server-process';
import { waitForGuidesCached, waitForServiceWorkerControl } from './service-worker';
import { downloadWorkScopes, signInAsDemoAgent } from './session-page';

const ADMIN = { email: 'ada.prices@example.com', password: 'price-book-2026' };
const ZONE = 'America/Los_Angeles';
const GOAL = 'Warmer attic';

for (const kind of DATABASE_KINDS)
  test.describe(`on ${kind}`, () => {
    let office: OfficeServer;
    let server: ServerProcess;

    test.beforeAll(async () => {
      office = await startOfficeServer('price-book', kind, [{ ...ADMIN, first: 'Ada', last: 'Prices', role: 'admin' }]);
      server = office.server;
    });

    test.afterAll(async () => {
      await office?.close();
    });

    const device = (browser: Browser, options: { width: number; height: number; timezoneId?: string }) =>
      officeDevice(browser, server.url, options);
    const picture = (page: Page, name: string) => consolePicture(page, name, kind);

    /** 'YYYY-MM-DD' of the day after today in California. */
    function californiaTomorrow(): string {
      return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + 86_400_000));
    }

    /** The customer and one empty goal: the projects are picked on the tablet, from its price book. */
    function emptyVisit(): Contract {
      const fixture = handWorkedContract();
      const [goal] = fixture.Goals;
      const contract = recalculate({
        ...fixture,
        Customer: { ...fixture.Customer, First: 'Rosa', Last: 'Alvarez', State: 'CA' },
        Goals: [{ ...goal!, Name: GOAL, Projects: [] }],
      });
      return asOwnContract(contract, 'PRBK');
    }

    /** Picks A1-02 (blown cellulose to R-49) for 1,000 sq ft; returns the Project Total the dialog shows. */
    async function priceCellulose(page: Page): Promise<string> {
      const builder = builderPage(page);
      await builder.pickScope(GOAL, 'R-49', /Blown Cellulose Attic Insulation to R-49/);
      await builder.fillLines([{ line: /^Blown cellulose to R-49/, quantity: '1000' }]);
      const total = await builder.dialog.getByRole('status', { name: 'Project Total' }).innerText();
      await builder.addToGoal();
      return total;
    }

    test('a rise published for tomorrow: the tablet quotes the old rate today, the new one after its midnight offline, and yesterday’s project keeps its rate', async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const effectiveOn = californiaTomorrow();

      // The office, on a laptop in California: attic insulation up 5% from tomorrow, its tomorrow at any hour of UTC.
      const office = await device(browser, { width: 1280, height: 800, timezoneId: ZONE });
      await openConsole(office.page, ADMIN, new Authenticator());
      await office.page
        .getByRole('navigation', { name: 'Office console' })
        .getByRole('link', { name: 'Price book' })
        .click();
      const versions = office.page.getByRole('table', { name: 'Price books' });
      const version = (n: number) =>
        versions.getByRole('row').filter({ has: office.page.getByRole('rowheader', { name: String(n), exact: true }) });
      await expect(version(1)).toContainText('In effect');
      await office.page.getByLabel('Category').selectOption({ label: 'Attic Insulation' });
      await office.page.getByLabel('Change every rate of Attic Insulation by').fill('5');
      await office.page.getByRole('button', { name: 'Apply' }).click();
      const changes = office.page.getByRole('table', { name: 'Rates that change' });
      await expect(changes.getByRole('row', { name: /#A1-02/ })).toContainText('$1.70$1.79+5.3%');
      await office.page.getByLabel('Tablets use it from').fill(effectiveOn);
      await office.page.getByLabel('Note for the office and the agents').fill('Attic insulation up 5%.');
      expect(await axeViolations(office.page)).toEqual([]);
      await picture(office.page, 'price-book-edit-laptop');
      await office.page.getByRole('button', { name: 'Publish price book 2' }).click();
      await expect(office.page.getByText(/^Price book 2 is published\./)).toBeVisible();
      await expect(version(2)).toContainText('Due');
      await picture(office.page, 'price-book-published-laptop');

      // The same screen on a phone, the next version's editor open: it fits and reads.
      await office.page.setViewportSize({ width: 390, height: 844 });
      await expect(office.page.getByRole('button', { name: 'Publish price book 3' })).toBeDisabled();
      const overflow = await office.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(office.page)).toEqual([]);
      await picture(office.page, 'price-book-edit-phone');

      // A tablet in California syncs today, then loses its signal.
      const tablet = await device(browser, { width: 1024, height: 768, timezoneId: ZONE });
      await tablet.page.clock.install();
      await signInAsDemoAgent(tablet.page);
      await waitForServiceWorkerControl(tablet.page);
      // Its first work scopes, as its banner asks; from then on every sync checks for a newer price book.
      await downloadWorkScopes(tablet.page);
      const contracts = myContracts(tablet.page);
      await contracts.goto();
      await expect(tablet.page.getByRole('note').filter({ hasText: 'New prices from' })).toContainText(
        'Price book 2 is on this tablet and takes over by itself that day',
      );
      await waitForGuidesCached(tablet.page);
      await tablet.context.setOffline(true);

      const visit = emptyVisit();
      await openWithDraft(tablet.page, visit, '/builder/projects');
      expect(await priceCellulose(tablet.page)).toBe('$1,700.00');

      // Past midnight in California, still offline: the new rate, and yesterday's project as it was.
      const toMidnight = await tablet.page.evaluate(() => {
        const now = new Date();
        return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 1).getTime() - now.getTime();
      });
      await tablet.page.clock.fastForward(toMidnight);
      expect(await priceCellulose(tablet.page)).toBe('$1,790.00');
      await expect(builderPage(tablet.page).goalTotal(GOAL)).toHaveText('Goal Total $3,490.00');

      // Saved and printed with each project's own rate; synced once the signal is back.
      const step = contractStep(tablet.page);
      await step.open();
      await expect(step.document).toContainText('$1,700.00');
      await expect(step.document).toContainText('$1,790.00');
      await step.save();
      await tablet.context.setOffline(false);
      await contracts.goto();
      await expect(contracts.localRow('Alvarez, Rosa')).toBeVisible();
      await expect(contracts.pending('Alvarez, Rosa')).toBeHidden({ timeout: 30_000 });

      const cloud = await cloudContract(server.url, visit.ContractId);
      const projects = cloud.Goals.flatMap((goal) => goal.Projects).map((project) => ({
        priceBook: project.PriceBook,
        rate: project.Calculations[0]?.Rate,
        subTotal: project.SubTotal,
      }));
      expect(projects).toEqual([
        { priceBook: 1, rate: 1.7, subTotal: 1700 },
        { priceBook: 2, rate: 1.79, subTotal: 1790 },
      ]);

      // The office sees which price books the contract was priced from.
      await office.page.goto(`/admin/contracts/${visit.ContractId}`);
      await expect(office.page.getByText('price book 1, price book 2')).toBeVisible();

      await tablet.context.close();
      await office.context.close();
      expect(office.errors).toEqual([]);
      expect(tablet.errors).toEqual([]);
    });
  });
