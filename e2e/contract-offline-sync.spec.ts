// A contract from a visit with no network, to the cloud and onto a second
// tablet: the agent signs out, the network goes, and the contract is built,
// given a deposit, a discount, a coupon and a 60-month financing plan, every
// figure checked against arithmetic done here by hand, and saved on the
// device as pending. Back online the agent signs in and the contract syncs by
// itself; the cloud search finds it by last name; a second device downloads
// it with the same totals. Then both devices change its notes and the agent
// resolves the conflict once each way.
import type { BrowserContext, Page } from '@playwright/test';
import { builderPage } from './builder-page';
import { contractStep, expect, fillCustomer, myContracts, test } from './contract-page';
import { waitForGuidesCached, waitForServiceWorkerControl } from './service-worker';
import { downloadWorkScopes, signInAsDemoAgent, signOut, topBar } from './session-page';

// One last name per run, so the cloud search finds this run's contract only
// (the cloud is a real database that may keep earlier runs' contracts).
const LAST = `Kowalski${Date.now().toString(36)}`;
const CUSTOMER = `${LAST}, Maria`;
const GOAL = 'Warm attic';

// Figured by hand from the fixture's rates (each line rounded half up to whole dollars):
// A1-02 cellulose: 1,235 sq ft x $1.70 = 2,099.50                -> 2,100
// A2-01 air sealing: 940 sq ft x $0.85 = 799; 14 each x $15 = 210 -> 1,009
const CELLULOSE = 2100;
const AIR_SEALING = 799 + 210;
const TOTAL = CELLULOSE + AIR_SEALING; // 3,109
// Discount: a flat $109.
const DISCOUNT = 109;
// Coupon 'Fall savings', 5% of the Total (not of the total after the discount):
// 3,109 x 5 / 100 = 155.45 -> 155.
const COUPON = 155;
// Contract Total after discounts = 3,109 - 109 - 155 = 2,845.
const AFTER_DISCOUNTS = TOTAL - DISCOUNT - COUPON;
// The minimum deposit hint: 20% of 2,845 = 569. The deposit taken: $600.
const MINIMUM_DEPOSIT = 569;
const DEPOSIT = 600;
// Net Due = 2,845 - 600 = 2,245: the amount financed.
const NET_DUE = AFTER_DISCOUNTS - DEPOSIT;
// The visible 60-month plan is DEL2689 at 8.99% APR (src/domain/financing/plans.ts).
// r = 8.99 / 1200 = 0.0074916667; (1 + r)^60 = 1.5649042; (1 + r)^-60 = 0.6390168
// monthly = P x r / (1 - (1 + r)^-60) = 2,245 x 0.0074916667 / 0.3609832
//         = 16.8187917 / 0.3609832 = 46.5916 -> $47
// weekly  = round(12 x 47 / 52) = round(10.846) -> $11
const MONTHLY = 47;
const WEEKLY = 11;

const money = (dollars: number) => `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
const PRICE_LABELS = [
  'Total',
  'Discount',
  'Coupon Fall savings (5%)',
  'Contract Total after discounts',
  'Deposit',
  'Net Due',
];
const PRICE_AMOUNTS = [
  money(TOTAL),
  `-${money(DISCOUNT)}`,
  `-${money(COUPON)}`,
  money(AFTER_DISCOUNTS),
  money(DEPOSIT),
  money(NET_DUE),
];
const FINANCING_LINE = `60 months at 8.99% APR: $${MONTHLY} per month ($${WEEKLY} per week)`;

/** Signed in once online, so the device has the app, the catalogue and its guides; then signed out and offline. */
async function prepareDeviceThenGoOffline(page: Page, context: BrowserContext) {
  await signInAsDemoAgent(page);
  // The worker must be in charge before the download, so it keeps the guides for offline use.
  await waitForServiceWorkerControl(page);
  await downloadWorkScopes(page);
  await waitForGuidesCached(page);
  // Signed out while still online: back online, the agent signs in again and that starts the sync.
  await signOut(page);
  await expect(topBar(page).signIn).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
}

async function buildTheContract(page: Page) {
  const builder = builderPage(page);
  await fillCustomer(page, {
    First: 'Maria',
    Last: LAST,
    Email: 'maria.kowalski@example.com',
    Phone: '6085550142',
    Address1: '418 Willow Street',
    City: 'Madison',
    State: 'WI',
    PostalCode: '53704',
  });
  await builder.nameGoals([GOAL]);
  await builder.next();
  await expect(page.getByRole('heading', { level: 1, name: 'Implement Projects' })).toBeVisible();

  await builder.pickScope(GOAL, 'cellulose', /Blown Cellulose Attic Insulation to R-49/);
  await builder.fillLines([{ line: /^Blown cellulose/, quantity: '1235' }]);
  await builder.addToGoal();
  await builder.pickScope(GOAL, 'air sealing', /Attic Air Sealing Package/);
  await builder.fillLines([
    { line: /^Attic floor air sealing/, quantity: '940' },
    { line: /^Penetration seal/, quantity: '14' },
  ]);
  await builder.addToGoal();
  await expect(builder.goalTotal(GOAL)).toHaveText(`Goal Total ${money(TOTAL)}`);

  await builder.next();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Review' })).toBeVisible();
  await builder.next();
  await expect(page.getByRole('heading', { level: 1, name: 'Contract' })).toBeVisible();
}

async function addTheValues(page: Page) {
  const step = contractStep(page);
  await expect(step.goalSubtotal(GOAL)).toHaveText(`${GOAL} subtotal${money(TOTAL)}`);

  await step.setDiscount(String(DISCOUNT));
  await step.withDialog('Coupon', async (dialog) => {
    await dialog.getByLabel('Title').fill('Fall savings');
    await dialog.getByLabel('Percent').fill('5');
    // The percent sets the amount.
    await expect(dialog.getByLabel('Amount')).toHaveValue(String(COUPON));
  });
  await step.withDialog('Deposit', async (dialog) => {
    await expect(dialog.getByText(`Minimum deposit (20%): $${MINIMUM_DEPOSIT}`)).toBeVisible();
    await dialog.getByLabel('Deposit').fill(String(DEPOSIT));
  });
  await step.withDialog('Financing', async (dialog) => {
    await expect(dialog.getByLabel('Amount financed (Net Due)')).toHaveText(money(NET_DUE));
    const plan = dialog.getByRole('checkbox', { name: '60 months, 8.99% APR (DEL2689)' });
    await plan.check();
    await expect(plan).toBeChecked();
    await expect(plan).toHaveAccessibleDescription(`$${MONTHLY} a month, $${WEEKLY} a week.`);
  });
}

async function expectTheFigures(page: Page) {
  const step = contractStep(page);
  await expect(step.priceLabels).toHaveText(PRICE_LABELS);
  await expect(step.priceAmounts).toHaveText(PRICE_AMOUNTS);
  await expect(step.financing.getByRole('listitem')).toHaveText([FINANCING_LINE]);
  await expect(step.financing).toContainText(`Payments are worked out on the Net Due of ${money(NET_DUE)}`);
}

test('a contract built offline syncs once the agent signs in, downloads on a second device, and its conflicts resolve both ways', async ({
  page,
  context,
  secondDevice,
}) => {
  // The whole story, on two devices, online and off: about 30 s alone on a
  // 2-core machine and more beside another spec, past the 30 s default.
  test.setTimeout(180_000);
  const mine = myContracts(page);
  const step = contractStep(page);

  // --- Offline, signed out: build, value, save. ---
  await prepareDeviceThenGoOffline(page, context);
  await buildTheContract(page);
  await addTheValues(page);
  await expectTheFigures(page);
  const contractId = await step.save();
  await page.getByRole('link', { name: 'Go to My Contracts' }).click();
  await expect(mine.localRow(CUSTOMER)).toHaveCount(1);
  await expect(mine.localRow(CUSTOMER)).toContainText(money(TOTAL));
  await expect(mine.pending(CUSTOMER)).toBeVisible();
  await expect(mine.localRow(CUSTOMER)).toContainText('Never');
  await expect(page.getByText('Please sign in to load contracts from the cloud.')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // --- Online again; the agent signs in and the contract syncs by itself. ---
  await context.setOffline(false);
  await signInAsDemoAgent(page);
  // No Sync pressed: the sign-in started the sync. The list is reached from the top bar, without a reload.
  await page.getByRole('banner').getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Contracts' })).toBeVisible();
  await expect(mine.localRow(CUSTOMER)).toHaveCount(1);
  await expect(mine.pending(CUSTOMER)).toHaveCount(0);
  await expect(mine.localRow(CUSTOMER)).not.toContainText('Never');

  // --- Cloud Contracts finds it by last name. ---
  await mine.searchCloud(LAST);
  await expect(mine.cloudRow(LAST)).toHaveCount(1);
  await expect(mine.cloudRow(LAST).getByRole('cell')).toHaveText([
    LAST,
    'Maria',
    '—',
    money(TOTAL),
    /^\d\d\/\d\d\/\d\d$/,
    /^\d\d\/\d\d\/\d\d \d\d:\d\d [ap]m$/,
    '',
  ]);
  await expect(page.getByText('Viewing 1 - 1 of 1 Contracts')).toBeVisible();

  // --- A second device downloads it: the same contract, the same figures. ---
  const theirs = myContracts(secondDevice);
  const theirStep = contractStep(secondDevice);
  await signInAsDemoAgent(secondDevice);
  await theirs.goto();
  await theirs.searchCloud(LAST);
  await expect(theirs.cloudRow(LAST)).toHaveCount(1);
  await theirs.download(CUSTOMER);
  await expect(secondDevice).toHaveURL('/builder/customer');
  await expect(secondDevice.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue(LAST);
  await theirStep.open();
  await expect(theirStep.document).toHaveAccessibleName(`Contract ${contractId}`);
  await expectTheFigures(secondDevice);

  // --- Conflict 1: both change the notes; this device takes the cloud copy. ---
  const THEIR_NOTE = 'Customer asked for the work on a weekday (second device).';
  const MY_NOTE = 'Customer prefers a Saturday start (first device).';
  await theirStep.setNotes(THEIR_NOTE);
  await theirStep.save();
  await theirs.goto();
  // SAVE & CONTINUE asked for a sync at once: it is in the cloud without Sync being pressed.
  await expect(theirs.localRow(CUSTOMER)).toHaveCount(1);
  await expect(theirs.pending(CUSTOMER)).toHaveCount(0);

  await mine.edit(CUSTOMER);
  await expect(page).toHaveURL('/builder/customer');
  await step.open();
  await step.setNotes(MY_NOTE);
  await step.save();
  await page.getByRole('link', { name: 'Go to My Contracts' }).click();
  // The sync after the save met the newer cloud copy: the contract waits for the agent's choice.
  await expect(mine.pending(CUSTOMER)).toBeVisible();
  await mine.sync(CUSTOMER);
  await expect(mine.conflict).toBeVisible();
  await expect.poll(mine.differences).toEqual([['Notes', MY_NOTE, THEIR_NOTE]]);
  await mine.conflict.getByRole('button', { name: 'Take the cloud copy' }).click();
  await expect(mine.conflict).toBeHidden();
  await expect(mine.message('Cloud copy taken')).toBeVisible();
  await expect(mine.pending(CUSTOMER)).toHaveCount(0);
  await mine.edit(CUSTOMER);
  await step.open();
  await expect(step.notes).toContainText(THEIR_NOTE);
  await expect(step.notes).not.toContainText(MY_NOTE);
  await expectTheFigures(page);

  // --- Conflict 2: both change them again; this device keeps its own copy. ---
  const THEIR_SECOND_NOTE = 'Second device: start on Tuesday.';
  const MY_SECOND_NOTE = 'First device: start on Monday, crew of three.';
  await theirs.edit(CUSTOMER);
  await theirStep.open();
  await expect(theirStep.notes).toContainText(THEIR_NOTE);
  await theirStep.setNotes(THEIR_SECOND_NOTE);
  await theirStep.save();
  await theirs.goto();
  await expect(theirs.localRow(CUSTOMER)).toHaveCount(1);
  await expect(theirs.pending(CUSTOMER)).toHaveCount(0);

  await step.setNotes(MY_SECOND_NOTE);
  await step.save();
  await page.getByRole('link', { name: 'Go to My Contracts' }).click();
  await expect(mine.pending(CUSTOMER)).toBeVisible();
  await mine.sync(CUSTOMER);
  await expect(mine.conflict).toBeVisible();
  await expect.poll(mine.differences).toEqual([['Notes', MY_SECOND_NOTE, THEIR_SECOND_NOTE]]);
  await mine.conflict.getByRole('button', { name: "Keep this device's copy" }).click();
  await expect(mine.conflict).toBeHidden();
  await expect(mine.message('Contract synced')).toBeVisible();
  await expect(mine.pending(CUSTOMER)).toHaveCount(0);

  // The cloud now holds this device's notes: the second device downloads them.
  await theirs.searchCloud(LAST);
  await expect(theirs.cloudRow(LAST)).toHaveCount(1);
  await theirs.download(CUSTOMER);
  await expect(secondDevice).toHaveURL('/builder/customer');
  await theirStep.open();
  await expect(theirStep.notes).toContainText(MY_SECOND_NOTE);
  await expectTheFigures(secondDevice);
});
