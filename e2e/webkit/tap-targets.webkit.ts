// The tap-target check of e2e/tap-targets.ts in WebKit, at both iPad sizes:
// every route and the dialogs of the agent's day, each control at least
// 44 px and reached by a tap at its centre. In WebKit this is the test that
// finds a control covered by another (the Contract step's toolbox once took
// every tap as "Edit deposit"); a dialog closed the moment it opened, again
// and again, leaves nothing behind that takes the next tap.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { goodAndBetter } from '#domain/testing/options';
import { asContract, contractIdFor } from '#server/testing/contracts';
import { EMERGENCY_DRAFT_KEY } from '#web/storage/emergency-draft';
import { freshDataDir, startServerProcess, type ServerProcess } from '../server-process';
import { TABLET_SIZES } from '../tablet-sizes';
import { complete, goToMyContracts, goToStep, openFromToolbox, save, signIn, syncScopes } from './agent-steps';
import { eventually, Tablet, type Found } from './tablet';
import { startWebKit, type WebKit } from './webkit-browser';

const SHOTS = join(process.cwd(), 'test-results', 'webkit');

let webkit: WebKit;
let server: ServerProcess;
let dataDir: string;
let tablet: Tablet | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  dataDir = freshDataDir('webkit-taps');
  [webkit, server] = await Promise.all([
    startWebKit(),
    startServerProcess({ env: { NODE_ENV: 'test', DATA_DIR: dataDir } }),
  ]);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await tablet?.screenshot(join(SHOTS, `failed-${task.name.slice(0, 40)}.png`));
  await tablet?.session.quit();
  tablet = undefined;
});

afterAll(async () => {
  await Promise.all([server?.stop(), webkit?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function newTablet(width: number, height: number): Promise<Tablet> {
  tablet = new Tablet(await webkit.newSession(), server.url);
  await tablet.open('/');
  await tablet.setViewport(width, height);
  return tablet;
}

/** The hand-worked contract (Maria Kowalski's), or `fixture`, as the one being built, then `path`. */
async function openWithDraft(tablet: Tablet, contractId: string, path: string, fixture = handWorkedContract()) {
  const contract = asContract(fixture, contractId);
  const customer = { ...contract.Customer, First: 'Maria', Last: 'Kowalski', Email: 'maria@example.com' };
  await tablet.session.execute('localStorage.setItem(arguments[0], arguments[1])', [
    EMERGENCY_DRAFT_KEY,
    JSON.stringify({ ...contract, Customer: customer }),
  ]);
  await tablet.open(path);
  await tablet.find('link', /Customer/);
}

describe.each(TABLET_SIZES)('in WebKit, on a tablet $name ($width x $height)', ({ name: size, width, height }) => {
  async function check(tablet: Tablet, screen: string): Promise<void> {
    await tablet.settle();
    const sideways = await tablet.session.execute<number>(
      'return document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(sideways, `${screen}: sideways scroll`).toBe(0);
    expect(await tablet.tapTargetProblems(), `${screen}: controls a finger cannot tap`).toEqual([]);
    await tablet.screenshot(join(SHOTS, `${size}-${screen}.png`));
  }

  /** Opens a dialog with a tap on `opener`, checks it, and closes it with a tap on `close`. */
  async function checkDialog(tablet: Tablet, screen: string, dialogName: string, opener: Found, close: string) {
    await tablet.tap(opener);
    const dialog = await tablet.find('dialog', dialogName);
    await check(tablet, screen);
    await tablet.tapOn('button', close, dialog);
    await tablet.gone('dialog', dialogName);
  }

  it('every route and dialog, each control tappable', async () => {
    const tablet = await newTablet(width, height);
    for (const path of ['/', '/login', '/contracts', '/data-transfer']) {
      await tablet.open(path);
      await tablet.title();
      await check(tablet, `signed-out${path.replace(/\//g, '-')}`);
    }
    await signIn(tablet);
    await check(tablet, 'home');
    await syncScopes(tablet);
    await check(tablet, 'data-transfer');
    await checkDialog(tablet, 'sign-out', 'Sign Out', await tablet.find('button', 'Sign Out'), 'Cancel');

    const contractId = contractIdFor(`WKtap${size.slice(0, 4)}`);
    await openWithDraft(tablet, contractId, '/builder/customer');
    await check(tablet, 'customer');
    await checkDialog(tablet, 'start-new', 'Start New Contract', await tablet.find('button', 'New Contract'), 'No');
    await goToStep(tablet, 'Goals', 'Identify Goals');
    await check(tablet, 'goals');

    await goToStep(tablet, 'Projects', 'Implement Projects');
    await check(tablet, 'projects');
    const add = await tablet.findAll('button', /^Add project to /);
    await tablet.tap(add[0]!);
    let dialog = await tablet.find('dialog', /^Add project to /);
    await check(tablet, 'picker');
    await tablet.fillIn('searchbox', 'Search work scopes', 'spray', dialog);
    await tablet.tapOn('button', /Roof Deck Open-Cell Spray Foam/, dialog);
    await tablet.tapOn('button', /Board feet calculator for Open-cell spray foam/, dialog);
    await check(tablet, 'editor');
    await tablet.tapOn('button', 'Cancel', dialog);
    await tablet.gone('dialog', /^Add project to /);
    await checkDialog(tablet, 'area', 'Area Calculator', await tablet.find('button', 'Area Calculator'), 'Done');

    const edit = await tablet.findAll('button', /^Edit /);
    await tablet.tap(edit[0]!);
    dialog = await tablet.find('dialog', /^Edit /);
    await tablet.tapOn('button', /^Open guide for /, dialog);
    await tablet.find('button', 'Next page', undefined, 20_000);
    await tablet.sees(/Page 1 of \d+/, 20_000);
    await check(tablet, 'guide');
    await tablet.tapOn('button', 'Close');
    await tablet.gone('button', 'Next page');
    await tablet.tapOn('button', 'Done', dialog);
    await tablet.gone('dialog', /^Edit /);

    await goToStep(tablet, 'Review', 'Customer Review');
    await check(tablet, 'review');

    await goToStep(tablet, 'Contract', 'Contract');
    await tablet.find('region', 'Toolbox');
    await check(tablet, 'contract');
    for (const name of ['Deposit', 'Discount', 'Coupon', 'Financing', 'Notes']) {
      const opened = await openFromToolbox(tablet, name);
      await check(tablet, `contract-${name.toLowerCase()}`);
      await complete(tablet, opened);
    }

    await save(tablet);
    await check(tablet, 'saved');
    await tablet.tapOn('link', 'Sign on this tablet');
    await tablet.find('heading', 'Consent to sign and receive this contract electronically');
    await check(tablet, 'sign-consent');
    await tablet.tapOn('checkbox', 'I agree to sign and receive this contract electronically.');
    await tablet.tapOn('button', 'Agree and read the contract');
    await tablet.find('region', 'The contract to be signed', undefined, 20_000);
    await check(tablet, 'sign-signatures');
    await tablet.sign(await tablet.find('img', 'Buyer’s signature, drawn'));
    await tablet.sign(await tablet.find('img', 'Agent’s signature, drawn'));
    await tablet.tapOn('button', 'Finish signing');
    await tablet.find('heading', 'The contract is signed', undefined, 30_000);
    await check(tablet, 'sign-done');

    await goToMyContracts(tablet);
    await tablet.sees('Signed');
    await check(tablet, 'contracts');
    await checkDialog(
      tablet,
      'delete',
      'Delete Contract',
      await tablet.find('button', 'Delete contract for Kowalski, Maria'),
      'No',
    );
    expect(await tablet.errors()).toEqual([]);
  });

  it("the options at their prices, and the Sign step's chooser, tapped anywhere on a row (decision 077)", async () => {
    const tablet = await newTablet(width, height);
    await signIn(tablet);
    await syncScopes(tablet);
    const contractId = contractIdFor(`WKopt${size.slice(0, 4)}`);
    await openWithDraft(tablet, contractId, '/builder/review', goodAndBetter(contractId));
    await tablet.open('/builder/options');
    await tablet.find('article', 'Better');
    await tablet.sees('$9,561.00');
    await tablet.sees('$2,500.00 of it paid today');
    await tablet.sees('$1,740.00 more than Good');
    await check(tablet, 'options');

    await tablet.open('/builder/contract');
    await tablet.find('region', 'Toolbox');
    await save(tablet);
    await tablet.tapOn('link', 'Sign on this tablet');
    await tablet.find('heading', 'Which option does the customer choose?');
    await check(tablet, 'sign-options');
    // The words under the price are part of the row: a finger there chooses Better.
    const better = await tablet.find('radio', 'Better: $9,561.00');
    expect(await tablet.checked(better)).toBe(false);
    await tablet.tap(await tablet.findText('$2,500.00 paid today · or $147.00 a month for 60 months'));
    expect(await tablet.checked(better)).toBe(true);
    expect(await tablet.errors()).toEqual([]);
  });

  it('a dialog closed the moment it opened, four times over, leaves the next tap to the page', async () => {
    const tablet = await newTablet(width, height);
    await openWithDraft(tablet, contractIdFor(`WKquick${size.slice(0, 4)}`), '/builder/contract');
    const toolbox = await tablet.find('region', 'Toolbox');
    const deposit = await tablet.find('button', 'Deposit', toolbox);
    for (let round = 1; round <= 4; round++) {
      // Open, type and Complete with no pause for the dialog's opening, as a quick agent would.
      await tablet.tap(deposit, { hurried: true });
      const dialog = await tablet.find('dialog', 'Deposit', undefined, 2_000);
      await tablet.session.sendKeys((await tablet.find('textbox', 'Deposit', dialog)).id, String(round));
      await tablet.tap(await tablet.find('button', 'Complete', dialog), { hurried: true });
      // Once stuck, an invisible dialog stayed until a reload.
      await tablet.gone('dialog', 'Deposit', 2_000);
    }
    expect(
      await tablet.session.execute<number>("return document.querySelectorAll('.modal, .modal-backdrop').length"),
    ).toBe(0);
    // The page scrolls again once the last dialog's exit has run (a moment after it is gone); a stuck one never does.
    await eventually(
      'the page to scroll again',
      async () =>
        (await tablet.session.execute<string>('return document.body.style.overflow')) === '' ? true : undefined,
      2_000,
    );
    const financing = await openFromToolbox(tablet, 'Financing');
    await complete(tablet, financing);
    expect(await tablet.errors()).toEqual([]);
  });
});

describe('in WebKit, a first visit straight to a builder step', () => {
  it('paints the step drawn at build time and takes that very page over, with no error', async () => {
    tablet = new Tablet(await webkit.newSession(), server.url);
    await tablet.open('/builder/customer');
    expect(await tablet.title()).toBe('Create Customer');
    await tablet.fillIn('textbox', /^First Name/, 'Maria');
    expect(
      await tablet.session.execute<{ drawnAt: string | undefined; fromServer: boolean; count: string }>(
        `return {
           drawnAt: document.getElementById('root').dataset.drawnAt,
           fromServer: performance.getEntriesByType('navigation')[0].workerStart === 0,
           count: document.querySelector('.wizard-step-count').innerHTML,
         }`,
      ),
    ).toEqual({
      drawnAt: '/builder/customer',
      // Answered by the server: no service worker yet (it takes charge after this first load).
      fromServer: true,
      // The text separators of the page drawn at build time: React keeps them when it takes the page over, and a
      // page it had to draw again would have none.
      count: 'Step <!-- -->1<!-- --> of <!-- -->6',
    });
    expect(await tablet.errors()).toEqual([]);
  });
});
