// The office re-rates a financing plan (set-financing on the server) and a tablet offers it at the new terms after
// its next sync, and keeps offering it with no connection: the agent chooses it, saves offline, and the cloud takes
// the contract once the tablet is back online. A server of the spec's own, on an embedded database, so the admin
// command line can run between two starts of it on the same address (the tablet's storage is per address).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { openWithDraft } from './builder-page';
import { asOwnContract, contractStep, myContracts } from './contract-page';
import { collectPageErrors, expect, test } from './fixtures';
import { freePort, freshDataDir, runAdmin, startServerProcess, type ServerProcess } from './server-process';
import { waitForServiceWorkerControl } from './service-worker';
import { cloudContract } from './office-server';
import { signInAsDemoAgent } from './session-page';

const OLD_TERMS = '60 months, 8.99% APR (DEL2689)';
const NEW_TERMS = '60 months, 9.49% APR (DEL2689)';

let dataDir: string;
let port: number;
let server: ServerProcess | null = null;

const env = () => ({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port) });

test.beforeAll(async () => {
  dataDir = freshDataDir('financing');
  port = await freePort();
});

test.afterAll(async () => {
  await server?.kill();
});

/** Follows the page's calls to the API; the function returned waits until none has been under way for half a second. */
function followApiCalls(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastEnded = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request.url())) inFlight += 1;
  });
  const ended = (url: string) => {
    if (!isApi(url)) return;
    inFlight -= 1;
    lastEnded = Date.now();
  };
  page.on('requestfinished', (request) => ended(request.url()));
  page.on('requestfailed', (request) => ended(request.url()));
  return () => expect.poll(() => inFlight === 0 && Date.now() - lastEnded > 500, { timeout: 30_000 }).toBe(true);
}

async function tablet(
  browser: Browser,
  url: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { context, page, errors };
}

/** Opens the Financing dialog from the Contract step's toolbox. */
async function financingDialog(page: Page) {
  await contractStep(page).toolbox.getByRole('button', { name: 'Financing', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Financing' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a plan re-rated by the office is offered at its new terms after the next sync, offline too, and the cloud takes it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  server = await startServerProcess({ env: env() });
  const { context, page, errors } = await tablet(browser, server.url);
  const apiQuiet = followApiCalls(page);
  await signInAsDemoAgent(page);
  const fixture = handWorkedContract();
  const contract = asOwnContract(
    { ...fixture, Customer: { ...fixture.Customer, First: 'Maria', Last: 'Okafor' } },
    'FINA',
  );
  await openWithDraft(page, contract, '/builder/contract');
  let dialog = await financingDialog(page);
  await expect(dialog.getByRole('checkbox', { name: OLD_TERMS })).toBeVisible();
  await page.keyboard.press('Escape');

  // The draft syncs by itself when the app starts, then the office's settings come down: the server stops once that
  // is over, not in the middle of it.
  const started = server;
  await expect
    .poll(() =>
      cloudContract(started.url, contract.ContractId).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
  await apiQuiet();

  // The office raises DEL2689 from 8.99% to 9.49% while the server is stopped (the embedded database is its own).
  await server.stop();
  const rerated = await runAdmin(['set-financing', '--code', 'DEL2689', '--apr', '9.49'], env());
  expect(rerated.output).toContain('9.49');
  expect(rerated.code).toBe(0);
  server = await startServerProcess({ env: env() });

  // The next sync (auto-sync when the app starts) brings the new terms.
  await page.reload();
  dialog = await financingDialog(page);
  const sixty = dialog.getByRole('checkbox', { name: NEW_TERMS });
  await expect(sixty).toBeVisible();
  // $7,821.00 at 9.49% over 60 months: $164.22, printed $164 a month; round(164 x 12 / 52) = $38 a week.
  await expect(sixty).toHaveAccessibleDescription('$164 a month, $38 a week.');
  await page.keyboard.press('Escape');

  // No connection: the plans are on the tablet.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  dialog = await financingDialog(page);
  await dialog.getByRole('checkbox', { name: NEW_TERMS }).check();
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(contractStep(page).financing).toContainText('9.49%');
  await contractStep(page).save();

  // Back online, the contract syncs by itself and the cloud keeps it at 9.49%.
  await context.setOffline(false);
  const contracts = myContracts(page);
  await contracts.goto();
  await expect(contracts.localRow('Okafor, Maria')).toBeVisible();
  await expect(contracts.pending('Okafor, Maria')).toBeHidden({ timeout: 30_000 });
  // As the office would read it: a session of its own, from this test.
  const cloud = await cloudContract(server.url, contract.ContractId);
  expect(cloud.Values.Financing.find((plan) => plan.Code === 'DEL2689')).toMatchObject({
    Apr: 9.49,
    Active: true,
  });
  await context.close();
  expect(errors).toEqual([]);
});
