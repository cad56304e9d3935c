// The agent's steps in WebKit, by the words on screen: sign in, Sync Scopes,
// a customer, goals, projects with the picker and the calculators, review,
// the Contract step's dialogs opened by a tap, save, consent, signatures.
// The figures are the Chromium specs' (e2e/builder-projects.spec.ts), worked
// out by hand there.
import { expect } from 'vitest';
import { DEMO_AGENT } from '../session-page';
import { eventually, type Found, type Tablet } from './tablet';
import { elementRef } from './webdriver';

export const HEATING = 'Lower heating bills';
export const DRAFTS = 'Stop drafts';

export interface Customer {
  first: string;
  last: string;
  email: string;
}

export async function signIn(tablet: Tablet): Promise<void> {
  await tablet.open('/login');
  await tablet.fillIn('textbox', 'Email Address', DEMO_AGENT.email);
  await tablet.fillIn('textbox', 'Password', DEMO_AGENT.password);
  await tablet.tapOn('button', 'Sign In');
  await tablet.sees(DEMO_AGENT.display);
}

/** Sync Scopes from the top bar, then the download. */
export async function syncScopes(tablet: Tablet): Promise<void> {
  const banner = await tablet.find('link', 'Sync Scopes').catch(() => tablet.find('button', 'Sync Scopes'));
  await tablet.tap(banner);
  await tablet.tapOn('button', 'Download Latest Work Scopes');
  await tablet.sees(/Work scopes downloaded: 61 scopes\.|Your work scopes are up to date\./, 30_000);
}

/** Waits until the service worker controls the page and has every guide PDF in its cache. */
export async function waitForOfflineReady(tablet: Tablet, guides = 58): Promise<void> {
  await eventually(
    'the service worker in charge with every guide kept',
    async () => {
      const state = await tablet.session.executeAsync<{ controlled: boolean; cached: number }>(
        `const done = arguments[arguments.length - 1];
         (async () => {
           const controlled = navigator.serviceWorker.controller !== null;
           let cached = 0;
           for (const name of await caches.keys()) {
             if (!name.includes('guide')) continue;
             cached += (await (await caches.open(name)).keys()).length;
           }
           return { controlled, cached };
         })().then(done, () => done({ controlled: false, cached: 0 }));`,
      );
      return state.controlled && state.cached >= guides ? true : undefined;
    },
    60_000,
  );
}

// Within the app an agent moves by its links, never by reloading the page: a reload while the device
// database is busy (a sync running) can leave WebKit's IndexedDB unanswered in the new page
// (docs/ipad-signing-checklist.md has it as a check for a real iPad).

/** The logo: the home page. */
export async function goHome(tablet: Tablet): Promise<void> {
  await tablet.tapOn('link', 'Contract Builder');
  await tablet.find('link', "LET'S GET STARTED");
}

/** My Contracts, from the top bar. */
export async function goToMyContracts(tablet: Tablet): Promise<void> {
  await tablet.tapOn('link', 'Contracts');
  await tablet.find('heading', 'My Contracts');
}

/** A step of the builder, from the step bar ("Goals", or "Goals complete"). */
export async function goToStep(tablet: Tablet, step: string, heading: string): Promise<void> {
  await tablet.tapOn('link', new RegExp(`^${step}( complete)?$`));
  await tablet.find('heading', heading);
}

/** From the home page's LET'S GET STARTED to a filled Customer step. */
export async function enterCustomer(tablet: Tablet, customer: Customer): Promise<void> {
  await goHome(tablet);
  await tablet.tapOn('link', "LET'S GET STARTED");
  await tablet.find('heading', 'Create Customer');
  const fields: [string, string][] = [
    ['First Name', customer.first],
    ['Last Name', customer.last],
    ['Email', customer.email],
    ['Phone', '6085550123'],
    ['Address 1', '418 Willow Street'],
    ['City', 'Madison'],
    ['State', 'WI'],
    ['Zip Code', '53703'],
  ];
  for (const [label, text] of fields) await tablet.fillIn('textbox', label, text);
}

export async function next(tablet: Tablet, heading: string): Promise<void> {
  await tablet.tapOn('link', /^Next/);
  await tablet.find('heading', heading);
}

async function pickScope(tablet: Tablet, goal: string, search: string, scope: RegExp): Promise<Found> {
  await tablet.tapOn('button', `Add project to ${goal}`);
  const dialog = await tablet.find('dialog', `Add project to ${goal}`);
  await tablet.fillIn('searchbox', 'Search work scopes', search, dialog);
  await tablet.tapOn('button', scope, dialog);
  await tablet.find('button', 'Add to Goal', dialog);
  return dialog;
}

async function fillLine(tablet: Tablet, dialog: Found, line: RegExp, quantity: string, difficulty?: string) {
  const group = await tablet.find('group', line, dialog);
  await tablet.fillIn('textbox', 'Quantity', quantity, group);
  if (difficulty !== undefined) await tablet.fillIn('textbox', 'Difficulty Factor', difficulty, group);
}

async function goalTotal(tablet: Tablet, goal: string): Promise<string> {
  const region = await tablet.find('region', goal);
  return tablet.session.execute<string>(
    "return arguments[0].querySelector('.projects-goal-total').innerText.replace(/\\s+/g, ' ').trim()",
    [elementRef(region.id)],
  );
}

/**
 * Two goals; the spray foam's board feet from its calculator, the attic's square feet from the area
 * calculator's rooms, and an air-sealing package: $5,110 and $903, $6,013 on Review.
 */
export async function buildGoalsAndProjects(tablet: Tablet): Promise<void> {
  await next(tablet, 'Identify Goals');
  await tablet.fillIn('textbox', 'Goal 1', HEATING);
  await tablet.tapOn('button', /Add Goal/);
  await tablet.fillIn('textbox', 'Goal 2', DRAFTS);
  await next(tablet, 'Implement Projects');

  // A1-07 foam: 40 x 30 x 3 in = 3,600 board ft x $0.85 = 3,060; coating 1,200 x $0.95 x 1.1 = 1,254.
  let dialog = await pickScope(tablet, HEATING, 'spray', /Roof Deck Open-Cell Spray Foam/);
  await tablet.tapOn('button', /Board feet calculator for Open-cell spray foam/, dialog);
  await tablet.fillIn('textbox', 'Length (ft)', '40', dialog);
  await tablet.fillIn('textbox', 'Width (ft)', '30', dialog);
  await tablet.fillIn('textbox', 'Thickness (in)', '3', dialog);
  await tablet.tapOn('button', 'Use 3,600 board ft', dialog);
  const foam = await tablet.find('group', /^Open-cell spray foam/, dialog);
  expect(await tablet.value(await tablet.find('textbox', 'Quantity', foam))).toBe('3600');
  await fillLine(tablet, dialog, /^Intumescent/, '1200', '1.1');
  await tablet.tapOn('button', 'Add to Goal', dialog);
  await tablet.gone('dialog', `Add project to ${HEATING}`);
  expect(await goalTotal(tablet, HEATING)).toBe('Goal Total $4,314.00');

  // A1-02 cellulose: rooms 20 x 15 + 12 x 14 = 468 sq ft x $1.70 = 795.60 -> 796.
  await tablet.tapOn('button', 'Area Calculator');
  const area = await tablet.find('dialog', 'Area Calculator');
  await tablet.fillIn('textbox', 'Room name, room 1', 'Living room', area);
  await tablet.fillIn('textbox', 'Width (ft), room 1', '20', area);
  await tablet.fillIn('textbox', 'Length (ft), room 1', '15', area);
  await tablet.tapOn('button', 'Add Room', area);
  await tablet.fillIn('textbox', 'Room name, room 2', 'Bedroom', area);
  await tablet.fillIn('textbox', 'Width (ft), room 2', '12', area);
  await tablet.fillIn('textbox', 'Length (ft), room 2', '14', area);
  expect(await tablet.textOf(area)).toContain('468 sq ft');
  await tablet.tapOn('button', 'Done', area);
  await tablet.gone('dialog', 'Area Calculator');
  dialog = await pickScope(tablet, HEATING, 'cellulose', /Blown Cellulose Attic Insulation to R-49/);
  await fillLine(tablet, dialog, /^Blown cellulose/, '468');
  await tablet.tapOn('button', 'Add to Goal', dialog);
  await tablet.gone('dialog', `Add project to ${HEATING}`);
  expect(await goalTotal(tablet, HEATING)).toBe('Goal Total $5,110.00');

  // A2-01 air sealing: 850 sq ft x $0.85 = 722.50 -> 723; 12 each x $15 = 180.
  dialog = await pickScope(tablet, DRAFTS, 'air sealing', /Attic Air Sealing Package/);
  await fillLine(tablet, dialog, /^Attic floor air sealing/, '850');
  await fillLine(tablet, dialog, /^Penetration seal/, '12');
  await tablet.tapOn('button', 'Add to Goal', dialog);
  await tablet.gone('dialog', `Add project to ${DRAFTS}`);
  expect(await goalTotal(tablet, DRAFTS)).toBe('Goal Total $903.00');

  await next(tablet, 'Customer Review');
  await tablet.sees('$6,013.00');
}

/** Opens a dialog of the Contract step's toolbox with a tap, and checks that the tap opened that one. */
export async function openFromToolbox(tablet: Tablet, name: string): Promise<Found> {
  const toolbox = await tablet.find('region', 'Toolbox');
  await tablet.tapOn('button', name, toolbox);
  const dialogs = await tablet.findAll('dialog', /.*/);
  expect(
    dialogs.map((dialog) => dialog.name),
    `a tap on ${name} opens ${name}`,
  ).toEqual([name]);
  return dialogs[0]!;
}

export async function complete(tablet: Tablet, dialog: Found): Promise<void> {
  await tablet.tapOn('button', 'Complete', dialog);
  await tablet.gone('dialog', dialog.name);
}

/** The Price table's amounts, top to bottom. */
export async function priceAmounts(tablet: Tablet): Promise<string[]> {
  const price = await tablet.find('table', 'Price');
  return tablet.session.execute<string[]>(
    "return [...arguments[0].querySelectorAll('td')].map((cell) => cell.innerText.trim())",
    [elementRef(price.id)],
  );
}

/** SAVE & CONTINUE; returns the contract's id from Contract Saved. */
export async function save(tablet: Tablet): Promise<string> {
  await tablet.tapOn('button', 'SAVE & CONTINUE');
  await tablet.find('heading', 'Contract Saved', undefined, 20_000);
  const page = await tablet.sees(/ID# [A-Za-z0-9_-]{12}/);
  return /ID# ([A-Za-z0-9_-]{12})/.exec(page)![1]!;
}

/** From Contract Saved: consent, both signatures drawn, Finish signing. */
export async function signOnTheTablet(tablet: Tablet, customer: Customer): Promise<void> {
  await tablet.tapOn('link', 'Sign on this tablet');
  await tablet.find('heading', 'Consent to sign and receive this contract electronically');
  const email = await tablet.find('textbox', 'Email for the signed copy');
  expect(await tablet.value(email)).toBe(customer.email);
  const consent = await tablet.find('checkbox', 'I agree to sign and receive this contract electronically.');
  await tablet.tap(consent);
  expect(await tablet.checked(consent)).toBe(true);
  await tablet.tapOn('button', 'Agree and read the contract');
  await tablet.find('region', 'The contract to be signed', undefined, 20_000);
  await tablet.sign(await tablet.find('img', 'Buyer’s signature, drawn'));
  await tablet.sees(`Signed by ${customer.first} ${customer.last}.`);
  await tablet.sign(await tablet.find('img', 'Agent’s signature, drawn'));
  await tablet.tapOn('button', 'Finish signing');
  await tablet.find('heading', 'The contract is signed', undefined, 30_000);
}
