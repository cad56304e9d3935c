// The Contract step, Contract Saved and My Contracts as an agent drives them:
// by the labels on screen. Also a second device (its own browser context, so
// its own IndexedDB, cookies and service worker) for the sync specs.
import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { collectPageErrors, expect, test as base, testAddress } from './fixtures';

export interface CustomerInput {
  First: string;
  Last: string;
  Email: string;
  Phone: string;
  Address1: string;
  City: string;
  State: string;
  PostalCode: string;
}

const CUSTOMER_LABELS: Record<keyof CustomerInput, string> = {
  First: 'First Name',
  Last: 'Last Name',
  Email: 'Email',
  Phone: 'Phone',
  Address1: 'Address 1',
  City: 'City',
  State: 'State',
  PostalCode: 'Zip Code',
};

/** A contract id no other test or run has used: 12 letters and digits, as the app's own, after at most 4 of `prefix`. */
export function uniqueContractId(prefix: string): string {
  const fresh = `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
  return `${prefix.slice(0, 4)}${fresh}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 12);
}

/**
 * A fixture contract (ids 'id-1', 'id-2', ...) as a contract of its own: a new
 * ContractId and every inner id made unique, since the cloud refuses goal,
 * project and room ids another contract already uses.
 */
export function asOwnContract(contract: Contract, prefix: string): Contract {
  const contractId = uniqueContractId(prefix);
  const copy = JSON.parse(JSON.stringify(contract).replace(/"id-(\d+)"/g, `"${contractId}-$1"`)) as Contract;
  return { ...copy, ContractId: contractId };
}

/** Fills the Customer step. */
export async function fillCustomer(page: Page, customer: CustomerInput): Promise<void> {
  await page.goto('/builder/customer');
  for (const [field, label] of Object.entries(CUSTOMER_LABELS) as [keyof CustomerInput, string][]) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(customer[field]);
  }
}

export function contractStep(page: Page) {
  const toolbox = page.getByRole('region', { name: 'Toolbox' });
  const price = page.getByRole('table', { name: 'Price' });

  /** Opens a value dialog from the toolbox, lets `fill` type into it, then Complete. */
  async function withDialog(name: string, fill: (dialog: Locator) => Promise<void>): Promise<void> {
    await toolbox.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(dialog).toBeHidden();
  }

  return {
    toolbox,
    withDialog,
    document: page.getByRole('article', { name: /^Contract / }),
    /** The Price table's row labels and amounts, top to bottom. */
    priceLabels: price.getByRole('rowheader'),
    priceAmounts: price.getByRole('cell'),
    financing: page.getByRole('region', { name: 'Financing' }),
    notes: page.getByRole('region', { name: 'Notes' }),
    goalSubtotal: (goal: string) => page.getByRole('table', { name: goal }).locator('.doc-goal-subtotal'),

    setDeposit: (amount: string) => withDialog('Deposit', (dialog) => dialog.getByLabel('Deposit').fill(amount)),
    setDiscount: (amount: string) => withDialog('Discount', (dialog) => dialog.getByLabel('Discount').fill(amount)),
    setNotes: (text: string) => withDialog('Notes', (dialog) => dialog.getByLabel('Notes').fill(text)),

    async open() {
      await page.goto('/builder/contract');
      await expect(page.getByRole('heading', { level: 1, name: 'Contract' })).toBeVisible();
      await expect(toolbox).toBeVisible();
    },

    /** SAVE & CONTINUE; returns the id Contract Saved shows. */
    async save(): Promise<string> {
      await page.getByRole('button', { name: 'SAVE & CONTINUE' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contract Saved' })).toBeVisible();
      const id = page.getByText(/^ID# [A-Za-z0-9_-]{12}$/);
      await expect(id).toBeVisible();
      return (await id.innerText()).replace('ID# ', '');
    },
  };
}

export function myContracts(page: Page) {
  const local = page.getByRole('table', { name: 'Locally Saved Contracts' });
  const cloud = page.getByRole('table', { name: 'Cloud Contracts' });
  const conflict = page.getByRole('dialog', { name: 'Changed in the Cloud' });
  return {
    local,
    cloud,
    conflict,
    /**
     * What differs in the content, one row per field: [field, on this device,
     * in the cloud]. 'Last synced' is left out: it is listed too whenever the
     * two copies were synced in different minutes, which a test cannot pin.
     */
    differences: () =>
      conflict
        .getByRole('table', { name: 'What differs' })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim() ?? '')))
        .then((rows) => rows.filter(([field]) => field !== 'Last synced')),
    /** The message a sync or a conflict choice leaves above the list. */
    message: (text: string) => page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }),
    localRow: (customer: string) => local.getByRole('row').filter({ hasText: customer }),
    /** The Created cell of a contract's row: by its column, as the cards on a tablet hide the empty Active cell. */
    created: (customer: string) =>
      local.getByRole('row').filter({ hasText: customer }).locator('td[data-label="Created"]'),
    cloudRow: (last: string) => cloud.getByRole('row').filter({ hasText: last }),
    pending: (customer: string) => local.getByRole('row').filter({ hasText: customer }).getByText('Pending sync'),
    edit: (customer: string) => page.getByRole('button', { name: `Edit contract for ${customer}` }).click(),
    sync: (customer: string) =>
      page.getByRole('button', { name: `Sync contract for ${customer} with the cloud` }).click(),
    download: (customer: string) => page.getByRole('button', { name: `Download contract for ${customer}` }).click(),

    async goto() {
      await page.goto('/contracts');
      await expect(page.getByRole('heading', { level: 1, name: 'My Contracts' })).toBeVisible();
    },

    /** Types a last name into the cloud filter; the search runs 500 ms after the last keystroke. */
    async searchCloud(last: string) {
      await page.getByRole('searchbox', { name: 'Last Name' }).fill(last);
    },
  };
}

async function openDevice(
  browser: Browser,
  baseURL: string | undefined,
  viewport: ViewportSize | null,
  address: string,
) {
  const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const errors: string[] = [];
  collectPageErrors(page, errors);
  return { context, page, errors };
}

/**
 * The fixtures' test with `secondDevice`: a page in a browser context of its
 * own, as another tablet would be, held to the same no-console-errors rule.
 */
export const test = base.extend<{ secondDevice: Page }>({
  secondDevice: [
    async ({ browser, baseURL, viewport }, use, testInfo) => {
      const device = await openDevice(browser, baseURL, viewport, testAddress(testInfo.testId, 1));
      await use(device.page);
      await device.context.close();
      expect(device.errors, 'the second device logged errors').toEqual([]);
    },
    { scope: 'test' },
  ],
});

export { expect };
