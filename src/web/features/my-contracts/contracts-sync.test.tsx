// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { differences } from '#domain/contract/differences';
import type { Contract } from '#domain/contract/model';
import { markSynced } from '#domain/contract/saving';
import { formatDateTime } from '#domain/format/date-format';
import { resetStores, setOnline, signInAs } from '../../testing/app';
import { useAlerts } from '../../components/alerts/alerts-store';
import { saveContract } from '../../storage/contract-storage';
import type * as ContractSyncModule from '../../sync/contract-sync';
import { keepDeviceCopy, takeCloudCopy } from '../../sync/contract-sync';
import type { SyncAllSummary, SyncOutcome } from '../../sync/contract-sync-outcome';
import { useSyncProblemsStore, type SyncProblem } from '../../sync/sync-problems-store';
import { followSyncActivity, useSyncStore } from '../../sync/sync-store';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { contractFor, openContractsPage, saveAll } from '../../testing/my-contracts';
import { resetWebState } from '../../testing/web-state';

vi.mock('../../sync/contract-sync', async (importOriginal) => ({
  ...(await importOriginal<typeof ContractSyncModule>()),
  keepDeviceCopy: vi.fn(),
  takeCloudCopy: vi.fn(),
}));

const originalSyncStore = useSyncStore.getState();
const SYNCED_AT = '2026-11-25T16:45:00.000Z';
const KOWALSKI = contractFor({ id: 'KOWALSKI0001', changed: true });
const SYNC_KOWALSKI = 'Sync contract for Kowalski, Maria with the cloud';

beforeEach(() => {
  vi.mocked(keepDeviceCopy).mockReset();
  vi.mocked(takeCloudCopy).mockReset();
  resetWebState();
  // As app/start-up.ts wires it.
  followSyncActivity();
  resetStores();
  useBuilderStore.setState({ contract: null, loaded: false });
});

afterEach(async () => {
  cleanup();
  useSyncStore.setState(originalSyncStore, true);
  resetWebState();
});

/** The sync store's sync, answering `outcome` once the test calls finish(), with the spinner state the real store keeps. */
function mockSync(outcome: SyncOutcome | (() => Promise<SyncOutcome>)) {
  let finish: () => Promise<void> = async () => {};
  const sync = vi.fn(
    (contractId: string) =>
      new Promise<SyncOutcome>((resolve) => {
        useSyncStore.setState({ syncing: new Set([contractId]) });
        finish = async () => {
          const answer = typeof outcome === 'function' ? await outcome() : outcome;
          useSyncStore.setState({ syncing: new Set() });
          resolve(answer);
        };
      }),
  );
  useSyncStore.setState({ sync });
  return { sync, finish: () => act(() => finish()) };
}

/** A sync that lands: the device copy saved as synced, as contract-sync does. */
async function syncedOnDevice(contract: Contract): Promise<SyncOutcome> {
  const synced = markSynced(contract, 4, SYNCED_AT);
  await saveContract(synced);
  return { kind: 'synced', contract: synced };
}

const localSyncAlert = () => useAlerts.getState().alerts.find((alert) => alert.key === 'localSync');

describe('Sync w/Cloud', () => {
  it('asks a signed-out agent to sign in, under the original’s alert, without syncing', async () => {
    await saveAll(KOWALSKI);
    const { sync } = mockSync({ kind: 'synced', contract: KOWALSKI });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('You must sign in before you can sync.');
    expect(localSyncAlert()).toMatchObject({ variant: 'danger', title: 'Authentication Required' });
    expect(sync).not.toHaveBeenCalled();
  });

  it('shows a spinner while syncing, then says when it synced and clears the pending badge', async () => {
    signInAs();
    await saveAll(KOWALSKI);
    const { sync, finish } = mockSync(() => syncedOnDevice(KOWALSKI));
    await openContractsPage();
    expect(screen.getByText('Pending sync')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    expect(sync).toHaveBeenCalledWith(KOWALSKI.ContractId);
    const busy = screen.getByRole('button', { name: 'Syncing contract for Kowalski, Maria with the cloud' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy.querySelector('.spinner-border')).not.toBeNull();

    await finish();
    const status = await screen.findByText('Contract synced');
    expect(status.closest('[role="status"]')).toHaveTextContent(
      `The contract for Kowalski, Maria was synced at ${formatDateTime(SYNCED_AT)}.`,
    );
    await waitFor(() => expect(screen.queryByText('Pending sync')).not.toBeInTheDocument());
    expect(screen.getByText(formatDateTime(SYNCED_AT))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SYNC_KOWALSKI })).not.toHaveAttribute('aria-busy');
  });

  it('tells the agent when the server cannot be reached, and the contract stays pending', async () => {
    signInAs();
    await saveAll(KOWALSKI);
    const message = 'Sync failed — your contract is safe on this device. The server cannot be reached.';
    const { finish } = mockSync({ kind: 'offline', message });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    await finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localSyncAlert()?.variant).toBe('warning');
    expect(screen.getByText('Pending sync')).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses the contract', async () => {
    signInAs();
    await saveAll(KOWALSKI);
    const { finish } = mockSync({ kind: 'refused', message: 'Total should be 7821 but is 7000.' });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    await finish();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sync refused');
    expect(alert).toHaveTextContent(
      'The contract for Kowalski, Maria was not synced: Total should be 7821 but is 7000.',
    );
  });

  it('lets the sync say why when a signed-in agent is offline', async () => {
    signInAs();
    setOnline(false);
    await saveAll(KOWALSKI);
    const message = 'Sync failed — your contract is safe on this device. This device is offline.';
    const { sync, finish } = mockSync({ kind: 'offline', message });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    expect(sync).toHaveBeenCalledOnce();
    await finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('a sync that needs the agent, met by auto-sync', () => {
  const problem = (kind: SyncProblem['kind'], message: string) =>
    useSyncProblemsStore.setState({ problems: new Map([[KOWALSKI.ContractId, { kind, message, at: SYNCED_AT }]]) });

  it('says in the row why the office refused the contract, and what to do', async () => {
    await saveAll(KOWALSKI);
    problem('refused', 'Ids already used by another contract: customer KOWALSKI0001-1');
    await openContractsPage();
    const row = screen.getByRole('row', { name: /Kowalski, Maria/ });
    expect(within(row).getByText('Not accepted by the office')).toBeInTheDocument();
    expect(row).toHaveTextContent('Ids already used by another contract: customer KOWALSKI0001-1');
    expect(row).toHaveTextContent(
      'Edit the contract to correct it; it syncs again once saved. If it cannot be corrected, call the office.',
    );
  });

  it('says in the row that the cloud changed too, and to choose which copy to keep', async () => {
    await saveAll(KOWALSKI);
    problem('conflict', 'This contract was also changed in the cloud.');
    await openContractsPage();
    const row = screen.getByRole('row', { name: /Kowalski, Maria/ });
    expect(within(row).getByText('Changed in the cloud too')).toBeInTheDocument();
    expect(row).toHaveTextContent('Press Sync w/Cloud to choose which copy to keep.');
  });

  it('says nothing once the contract is no longer pending', async () => {
    await saveAll(markSynced(KOWALSKI, 3, SYNCED_AT));
    problem('refused', 'Stale refusal');
    await openContractsPage();
    expect(screen.getByRole('row', { name: /Kowalski, Maria/ })).not.toHaveTextContent('Not accepted by the office');
  });
});

describe('a conflict with the cloud', () => {
  const cloud = markSynced({ ...KOWALSKI, Description: 'Attic only (office edit)' }, 5, '2026-11-24T09:00:00.000Z');

  async function meetConflict() {
    signInAs();
    await saveAll(KOWALSKI);
    const { finish } = mockSync({
      kind: 'conflict',
      device: KOWALSKI,
      cloud,
      cloudVersion: 5,
      differences: differences(KOWALSKI, cloud),
    });
    await openContractsPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: SYNC_KOWALSKI }));
    await finish();
    const dialog = await screen.findByRole('dialog', { name: 'Changed in the Cloud' });
    return { user, dialog };
  }

  it('is shown when the agent taps Sync while an automatic sync of the row is meeting it', async () => {
    signInAs();
    await saveAll(KOWALSKI);
    // Auto-sync is pushing the row: a tap joins that push (contract-sync shares it) rather than being dropped.
    let land: (outcome: SyncOutcome) => void = () => {};
    const running = new Promise<SyncOutcome>((resolve) => (land = resolve));
    const sync = vi.fn(() => running);
    useSyncStore.setState({ sync, syncing: new Set([KOWALSKI.ContractId]) });
    await openContractsPage();
    const busy = screen.getByRole('button', { name: 'Syncing contract for Kowalski, Maria with the cloud' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(busy);
    expect(sync).toHaveBeenCalledWith(KOWALSKI.ContractId);
    act(() => {
      useSyncStore.setState({ syncing: new Set() });
      land({ kind: 'conflict', device: KOWALSKI, cloud, cloudVersion: 5, differences: differences(KOWALSKI, cloud) });
    });
    expect(await screen.findByRole('dialog', { name: 'Changed in the Cloud' })).toBeVisible();
  });

  it('shows what differs, this device beside the cloud', async () => {
    const { dialog } = await meetConflict();
    const table = within(dialog).getByRole('table', { name: 'What differs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'On this device', 'In the cloud']);
    const description = within(table).getByRole('rowheader', { name: 'Description' }).closest('tr')!;
    expect([...description.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Attic and crawlspace',
      'Attic only (office edit)',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Decide later' })).toHaveFocus();
  });

  it("keeps this device's copy: pushed on top of the cloud's version", async () => {
    vi.mocked(keepDeviceCopy).mockImplementation(() => syncedOnDevice(KOWALSKI));
    const { user, dialog } = await meetConflict();
    await user.click(within(dialog).getByRole('button', { name: "Keep this device's copy" }));
    expect(keepDeviceCopy).toHaveBeenCalledWith(KOWALSKI.ContractId, 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Contract synced')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Pending sync')).not.toBeInTheDocument());
  });

  it('takes the cloud copy in place of the device’s', async () => {
    vi.mocked(takeCloudCopy).mockImplementation(async (copy, version) => {
      const taken = markSynced(copy, version, copy.SyncDate ?? SYNCED_AT);
      await saveContract(taken);
      return taken;
    });
    const { user, dialog } = await meetConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Take the cloud copy' }));
    expect(takeCloudCopy).toHaveBeenCalledWith(cloud, 5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cloud copy taken')).toBeInTheDocument();
    expect(await screen.findByText('Attic only (office edit)')).toBeInTheDocument();
    expect(screen.queryByText('Pending sync')).not.toBeInTheDocument();
  });

  it('decides later: nothing changes and the contract stays pending', async () => {
    const { user, dialog } = await meetConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(keepDeviceCopy).not.toHaveBeenCalled();
    expect(takeCloudCopy).not.toHaveBeenCalled();
    expect(screen.getByText('Pending sync')).toBeInTheDocument();
    expect(localSyncAlert()?.lines?.[0]).toContain('waiting to be synced');
  });
});

describe('Sync all', () => {
  const NGUYEN = contractFor({ id: 'NGUYEN000002', first: 'Tam', last: 'Nguyen', changed: true });

  function mockSyncAll(summary: SyncAllSummary) {
    const syncAll = vi.fn(async () => summary);
    useSyncStore.setState({ syncAll });
    return syncAll;
  }

  it('asks a signed-out agent to sign in, like a row', async () => {
    await saveAll(KOWALSKI);
    const syncAll = mockSyncAll({ synced: 0, failed: 0, conflicts: 0, outcomes: new Map() });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync all' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must sign in before you can sync.');
    expect(syncAll).not.toHaveBeenCalled();
  });

  it('syncs every pending contract and says how it went', async () => {
    signInAs();
    await saveAll(KOWALSKI, NGUYEN);
    const syncAll = mockSyncAll({
      synced: 1,
      failed: 1,
      conflicts: 0,
      outcomes: new Map<string, SyncOutcome>([
        [KOWALSKI.ContractId, { kind: 'synced', contract: markSynced(KOWALSKI, 1, SYNCED_AT) }],
        [NGUYEN.ContractId, { kind: 'refused', message: 'Ids already used by another contract: g-1.' }],
      ]),
    });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync all' }));
    expect(syncAll).toHaveBeenCalledOnce();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not every contract was synced');
    expect(alert).toHaveTextContent('1 contract synced.');
    expect(alert).toHaveTextContent(
      'The contract for Nguyen, Tam was not synced: Ids already used by another contract: g-1.',
    );
  });

  it('says when there was nothing to sync', async () => {
    signInAs();
    mockSyncAll({ synced: 0, failed: 0, conflicts: 0, outcomes: new Map() });
    await openContractsPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sync all' }));
    expect(await screen.findByText('Every contract on this device is already synced.')).toBeInTheDocument();
  });

  it('shows a spinner while a run is going', async () => {
    await openContractsPage();
    act(() => useSyncStore.setState({ syncingAll: true }));
    const busy = screen.getByRole('button', { name: 'Syncing all…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => useSyncStore.setState({ syncingAll: false }));
    expect(screen.getByRole('button', { name: 'Sync all' })).not.toHaveAttribute('aria-busy');
  });
});
