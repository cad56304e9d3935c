// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { formatDateTime } from '#domain/format/date-format';
import { resetStores } from '../../testing/app';
import { deleteContract, getContract, listContracts } from '../../storage/contract-storage';
import type { DeviceDatabase } from '../../storage/device-database';
import { readMeta, writeMeta } from '../../storage/meta-storage';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { contractFor, localRows, openContractsPage, saveAll } from '../../testing/my-contracts';
import { OPEN_OVER_UNSAVED } from './open-contract';
import { PRINTING_COPY_CLASS } from './print-copy';
import { resetWebState } from '../../testing/web-state';
import type { SignedReceipt } from '#api/signed-contract-schema';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import { signedContentOf } from '#domain/testing/signing';
import { saveReceipt, saveSigned } from '../../storage/signed-storage';
import { CHANGED_SINCE_SIGNING, NOT_EMAILED_YET } from './signed-note';

const KOWALSKI = contractFor({
  id: 'KOWALSKI0001',
  date: '2026-11-21T12:00:00.000Z',
  syncDate: '2026-11-22T17:05:00.000Z',
  serverVersion: 3,
});
const NGUYEN = contractFor({
  id: 'NGUYEN000002',
  first: 'Tam',
  last: 'Nguyen',
  description: 'Crawlspace only',
  date: '2026-11-24T12:00:00.000Z',
  changed: true,
});

let db: DeviceDatabase;

beforeEach(() => {
  db = resetWebState();
  resetStores();
  useBuilderStore.setState({ contract: null, loaded: false });
});

afterEach(async () => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

const row = (name: string) => screen.getByRole('button', { name: `Edit contract for ${name}` }).closest('tr')!;

async function answerDelete(user: ReturnType<typeof userEvent.setup>, name: string, answer: 'Yes' | 'No') {
  await user.click(screen.getByRole('button', { name: `Delete contract for ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Contract' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this contract from Local Storage?');
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('Locally Saved Contracts', () => {
  it('lists the contracts on this device, newest first, with the amount and dates as the original showed them', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await openContractsPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Contracts' })).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Locally Saved Contracts' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Active',
      'Customer',
      'Description',
      'Amount',
      'Created',
      "Last Sync'd",
      'Actions',
    ]);
    const synced = formatDateTime('2026-11-22T17:05:00.000Z');
    expect(synced).toMatch(/^\d{2}\/\d{2}\/26 \d{2}:05 (am|pm)$/);
    expect(localRows().map((cells) => cells.slice(1, 6))).toEqual([
      ['Nguyen, Tam', 'Crawlspace only', '$7,821.00', '11/24/26', 'NeverPending sync'],
      ['Kowalski, Maria', 'Attic and crawlspace', '$7,821.00', '11/21/26', synced],
    ]);
  });

  it('shows a pending badge only on a contract changed since its last sync', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await openContractsPage();
    expect(within(row('Nguyen, Tam')).getByText('Pending sync')).toBeInTheDocument();
    expect(within(row('Kowalski, Maria')).queryByText('Pending sync')).not.toBeInTheDocument();
  });

  it('stars the active contract', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await writeMeta('activeContractId', KOWALSKI.ContractId);
    await openContractsPage();
    expect(row('Kowalski, Maria')).toHaveAttribute('aria-current', 'true');
    expect(within(row('Kowalski, Maria')).getByText('Active')).toBeInTheDocument();
    expect(row('Nguyen, Tam')).not.toHaveAttribute('aria-current');
    expect(within(row('Nguyen, Tam')).queryByText('Active')).not.toBeInTheDocument();
  });

  it('says so when no contract is saved on this device', async () => {
    await openContractsPage();
    expect(screen.getByText('No contracts are saved on this device yet.')).toBeInTheDocument();
  });

  it('says when a saved contract cannot be opened, and keeps it', async () => {
    await saveAll(KOWALSKI);
    // Saved by a newer build of the app: kept as it is, and not opened.
    await db.contracts.put({ ContractId: 'FROMNEWERAPP', SchemaVersion: 99 } as unknown as Contract);
    await openContractsPage();
    expect(screen.getByText(/1 saved contract could not be opened\. It is kept on this device/)).toBeInTheDocument();
    expect(localRows()).toHaveLength(1);
    expect(await db.contracts.get('FROMNEWERAPP')).toBeDefined();
  });

  it('names every action after its contract and shows the original’s tooltip', async () => {
    await saveAll(KOWALSKI);
    await openContractsPage();
    const user = userEvent.setup();
    for (const [name, tip] of [
      ['Edit contract for Kowalski, Maria', 'Edit'],
      ['Sync contract for Kowalski, Maria with the cloud', 'Sync w/Cloud'],
      ['Print contract for Kowalski, Maria', 'Print'],
      ['Delete contract for Kowalski, Maria', 'Trash'],
    ] as const) {
      await user.hover(screen.getByRole('button', { name }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(tip);
      await user.unhover(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
  });
});

describe('Trash', () => {
  it('keeps the contract when the agent cancels, and deletes it when they confirm', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await openContractsPage();
    const user = userEvent.setup();

    await answerDelete(user, 'Kowalski, Maria', 'No');
    expect(row('Kowalski, Maria')).toBeInTheDocument();
    expect(await getContract(KOWALSKI.ContractId)).not.toBeNull();

    await answerDelete(user, 'Kowalski, Maria', 'Yes');
    await waitFor(() => expect(screen.queryByText('Kowalski, Maria')).not.toBeInTheDocument());
    expect((await listContracts()).contracts.map((contract) => contract.ContractId)).toEqual([NGUYEN.ContractId]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Locally Saved Contracts' })).toHaveFocus());
  });

  it('starts a new contract in the builder when the one deleted is open there', async () => {
    await saveAll(KOWALSKI);
    await writeMeta('activeContractId', KOWALSKI.ContractId);
    useBuilderStore.setState({ contract: KOWALSKI, loaded: true });
    await openContractsPage();
    await answerDelete(userEvent.setup(), 'Kowalski, Maria', 'Yes');
    await waitFor(() => expect(screen.getByText('No contracts are saved on this device yet.')).toBeInTheDocument());
    expect(useBuilderStore.getState().contract?.ContractId).not.toBe(KOWALSKI.ContractId);
    expect(await readMeta('activeContractId')).toBeNull();
  });
});

describe('Edit', () => {
  it('loads the contract into the builder, makes it the active one and goes to the customer step', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    const { router } = await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit contract for Nguyen, Tam' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(useBuilderStore.getState().contract).toMatchObject({
      ContractId: NGUYEN.ContractId,
      Customer: { First: 'Tam', Last: 'Nguyen' },
      Changed: false,
    });
    await waitFor(async () => expect(await readMeta('activeContractId')).toBe(NGUYEN.ContractId));
  });

  it('says so when the contract has gone from this device meanwhile', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    const { router } = await openContractsPage();
    await deleteContract(NGUYEN.ContractId);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit contract for Nguyen, Tam' }));
    expect(await screen.findByText('This contract is no longer on this device.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit contract for Nguyen, Tam' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/contracts');
  });

  it('asks before opening a contract over one that is only in the builder’s draft', async () => {
    await saveAll(KOWALSKI);
    const draft = {
      ...contractFor({ id: 'UNNAMEDGOAL1', changed: true }),
      Goals: [{ ...KOWALSKI.Goals[0]!, Name: '' }],
    };
    useBuilderStore.setState({ contract: draft, loaded: true });
    const { router } = await openContractsPage();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Edit contract for Kowalski, Maria' }));
    let dialog = await screen.findByRole('dialog', { name: OPEN_OVER_UNSAVED.title });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useBuilderStore.getState().contract).toBe(draft);
    expect(router.state.location.pathname).toBe('/contracts');

    await user.click(screen.getByRole('button', { name: 'Edit contract for Kowalski, Maria' }));
    dialog = await screen.findByRole('dialog', { name: OPEN_OVER_UNSAVED.title });
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(useBuilderStore.getState().contract?.ContractId).toBe(KOWALSKI.ContractId);
  });

  it('keeps the builder’s own copy when the contract is already open there', async () => {
    await saveAll(KOWALSKI);
    const open = { ...KOWALSKI, Description: 'Typed a moment ago', Changed: true };
    useBuilderStore.setState({ contract: open, loaded: true });
    const { router } = await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit contract for Kowalski, Maria' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(useBuilderStore.getState().contract).toBe(open);
  });
});

describe('Print', () => {
  it('prints the row’s contract from a hidden copy, kept until the browser has printed it', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await openContractsPage();
    let printed: { copy: string | null; bodyClass: boolean } | null = null;
    // As on an iPad or Chrome on Android: print() returns at once, the page is printed later.
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      const copy = document.querySelector('.print-copy');
      printed = {
        copy: copy?.querySelector('article')?.getAttribute('aria-label') ?? null,
        bodyClass: document.body.classList.contains(PRINTING_COPY_CLASS),
      };
      expect(copy?.textContent).toContain('Nguyen');
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print contract for Nguyen, Tam' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    expect(printed).toEqual({ copy: `Contract ${NGUYEN.ContractId}`, bodyClass: true });
    // Still there while the browser prints.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.print-copy')?.textContent).toContain('Nguyen');
    expect(document.body).toHaveClass(PRINTING_COPY_CLASS);
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(document.querySelector('.print-copy')).toBeNull());
    expect(document.body).not.toHaveClass(PRINTING_COPY_CLASS);
  });

  it('tidies up at once where print() waits for the printing to end', async () => {
    await saveAll(KOWALSKI);
    await openContractsPage();
    vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print contract for Kowalski, Maria' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledOnce());
    await waitFor(() => expect(document.querySelector('.print-copy')).toBeNull());
    expect(document.body).not.toHaveClass(PRINTING_COPY_CLASS);
  });

  it('replaces the copy when another contract is printed before the first is done', async () => {
    await saveAll(KOWALSKI, NGUYEN);
    await openContractsPage();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print contract for Nguyen, Tam' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
    await user.click(screen.getByRole('button', { name: 'Print contract for Kowalski, Maria' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    const copies = document.querySelectorAll('.print-copy');
    expect(copies).toHaveLength(1);
    expect(copies[0]?.textContent).toContain('Kowalski');
  });
});

describe('a contract signed on this tablet', () => {
  async function signedKowalski(receipt: SignedReceipt | null) {
    const record = sealRecord(signedContentOf(KOWALSKI));
    const pdf = new TextEncoder().encode('%PDF-1.7 signed');
    await saveAll(record.contract);
    await saveSigned(record, pdf, sha256Hex(pdf));
    if (receipt) await saveReceipt({ ...receipt, contentHash: record.contentHash, pdfHash: sha256Hex(pdf) });
    return { record, pdfHash: sha256Hex(pdf) };
  }
  const receiptOf = (emails: SignedReceipt['emails']): SignedReceipt => ({
    contractId: KOWALSKI.ContractId,
    contentHash: '',
    pdfHash: '',
    receivedAt: '2026-11-24T18:30:00.000Z',
    signedAt: '2026-11-24T15:05:00.000Z',
    emails,
  });

  it('says Signed, with its PDF hash, and that it is emailed once the tablet syncs', async () => {
    const { pdfHash } = await signedKowalski(null);
    await openContractsPage();
    const customer = within(row('Kowalski, Maria')).getByText('Signed').closest('td')!;
    expect(customer).toHaveTextContent(`PDF SHA-256 ${pdfHash.slice(0, 8)}…${pdfHash.slice(-8)}`);
    expect(customer).toHaveTextContent(NOT_EMAILED_YET);
  });

  it('says when the contract changed since it was signed, and that the signed version is kept', async () => {
    const { record } = await signedKowalski(null);
    await saveAll({ ...record.contract, Description: 'Attic only, a new version', Changed: true });
    await openContractsPage();
    const customer = within(row('Kowalski, Maria')).getByText(CHANGED_SINCE_SIGNING).closest('td')!;
    expect(customer).toHaveTextContent(
      `Not signed as it is now; the version signed ${formatDateTime(record.contract.Date)} is kept.`,
    );
    expect(within(customer).queryByText('Signed')).not.toBeInTheDocument();
  });

  it('says to whom it was emailed, or why it was not', async () => {
    await signedKowalski(
      receiptOf([
        {
          recipient: 'customer',
          to: 'maria@example.com',
          status: 'sent',
          sentAt: '2026-11-24T18:31:00.000Z',
          attempts: 1,
          lastError: null,
        },
        {
          recipient: 'agent',
          to: 'sam.rivera@example.com',
          status: 'sent',
          sentAt: '2026-11-24T18:31:00.000Z',
          attempts: 1,
          lastError: null,
        },
      ]),
    );
    await openContractsPage();
    expect(row('Kowalski, Maria')).toHaveTextContent(
      `Emailed to maria@example.com, sam.rivera@example.com (copy) ${formatDateTime('2026-11-24T18:31:00.000Z')}.`,
    );
    cleanup();
    await saveReceipt({
      ...receiptOf([
        {
          recipient: 'customer',
          to: 'maria@example.com',
          status: 'failed',
          sentAt: null,
          attempts: 10,
          lastError: '550 mailbox unavailable',
        },
      ]),
      contentHash: sealRecord(signedContentOf(KOWALSKI)).contentHash,
      pdfHash: 'f'.repeat(64),
    });
    await openContractsPage();
    expect(row('Kowalski, Maria')).toHaveTextContent(
      'Not emailed: the mail server refused it (550 mailbox unavailable). Ask the office to send it.',
    );
  });
});
