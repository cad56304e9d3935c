// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { scope } from '#domain/testing/builders';
import { startNewContract } from './new-contract';
import { markSynced } from '#domain/contract/saving';
import { getContract, listContracts, saveContract } from '../storage/contract-storage';
import { readMeta } from '../storage/meta-storage';
import { readEmergencyDraft } from '../storage/emergency-draft';
import { AUTOSAVE_DEBOUNCE_MS, flushAutosave } from './autosave';
import { useBuilderStore } from './builder-store';
import { eachTestWithAutosave } from '../testing/autosaving-builder';

const tablet = eachTestWithAutosave({ fakeDebounceClock: true });

const store = () => useBuilderStore.getState();

function current(): Contract {
  const { contract } = store();
  if (!contract) throw new Error('no contract loaded');
  return contract;
}

function firstGoalId(): string {
  return current().Goals[0]?.Gid ?? '';
}

describe('autosave', () => {
  it('writes the draft 300 ms after the last change, not before', async () => {
    store().setDescription('A');
    vi.advanceTimersByTime(200);
    store().setDescription('Attic');
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(await readMeta('draft')).toBeNull();
    vi.advanceTimersByTime(1);
    await flushAutosave();
    expect(await readMeta('draft')).toMatchObject({
      ContractId: current().ContractId,
      Description: 'Attic',
      Changed: true,
    });
  });

  it('does not write again what a sync just stored: the builder follows it, and only its draft is kept', async () => {
    store().renameGoal(firstGoalId(), 'Attic');
    await flushAutosave();
    const sent = current();
    store().setNotes('Typed while the push was on its way');
    await flushAutosave();
    // What contract-sync.ts stores after a 200 for `sent` (afterPush): the newer typing, pending on version 1.
    const stored = { ...current(), ServerVersion: 1, SyncDate: '2026-11-26T15:00:00.000Z', Changed: true };
    await saveContract(stored);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put');

    store().applySynced(stored, 'push');
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    await flushAutosave();

    const written = put.mock.contexts.map((context, call) => {
      const [value] = put.mock.calls[call] ?? [];
      const key = (value as { key?: unknown } | undefined)?.key;
      return `${(context as IDBObjectStore).name}${typeof key === 'string' ? ` ${key}` : ''}`;
    });
    put.mockRestore();
    expect(sent.Notes).toBe('');
    expect(written.filter((name) => name.startsWith('contracts') || name === 'meta activeContractId')).toEqual([]);
    expect(written.filter((name) => name === 'drafts')).toHaveLength(1);
    expect(await readMeta('draft')).toMatchObject({ ServerVersion: 1, Notes: 'Typed while the push was on its way' });
  });

  it('still writes the list copy when the builder holds more than the sync stored', async () => {
    store().renameGoal(firstGoalId(), 'Attic');
    await flushAutosave();
    const synced = markSynced(current(), 1, '2026-11-26T15:00:00.000Z');
    await saveContract(synced);
    store().setNotes('Typed while the push was on its way');

    store().applySynced(synced, 'push');
    await flushAutosave();

    expect(await getContract(synced.ContractId)).toMatchObject({
      Notes: 'Typed while the push was on its way',
      ServerVersion: 1,
      Changed: true,
    });
  });

  it('does not write back the draft it has just loaded', async () => {
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS * 2);
    await flushAutosave();
    expect(await readMeta('draft')).toBeNull();
  });

  it('writes at once when the page is hidden, with a synchronous copy in case the page goes first', async () => {
    store().setNotes('Dog in the yard');
    window.dispatchEvent(new Event('pagehide'));
    expect(readEmergencyDraft(current().ContractId)?.contract).toMatchObject({ Notes: 'Dog in the yard' });
    await vi.waitFor(async () => expect(await readMeta('draft')).toMatchObject({ Notes: 'Dog in the yard' }));
  });

  it('leaves the synchronous copy when the page goes while the debounced write is still on its way', async () => {
    store().setNotes('Dog in the yard');
    // The debounce has fired and handed the contract to IndexedDB, which has not committed yet.
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    window.dispatchEvent(new Event('pagehide'));
    expect(readEmergencyDraft(current().ContractId)?.contract).toMatchObject({ Notes: 'Dog in the yard' });
  });

  it('removes the copy once that state or a newer one is on the device, so it never wins over newer typing', async () => {
    store().setNotes('Dog in the yard');
    window.dispatchEvent(new Event('pagehide'));
    expect(readEmergencyDraft(current().ContractId)?.contract).toMatchObject({ Notes: 'Dog in the yard' });
    store().setNotes('Dog in the yard; gate code 4471');
    await flushAutosave();
    expect(readEmergencyDraft(current().ContractId)).toBeNull();
    expect(await readMeta('draft')).toMatchObject({ Notes: 'Dog in the yard; gate code 4471' });
  });

  it('leaves no copy behind once everything is on the device', async () => {
    store().setNotes('Dog in the yard');
    await flushAutosave();
    window.dispatchEvent(new Event('pagehide'));
    expect(readEmergencyDraft(current().ContractId)).toBeNull();
  });

  it('writes at once when the tab goes to the background', async () => {
    store().setNotes('Side door');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
    await vi.waitFor(async () => expect(await readMeta('draft')).toMatchObject({ Notes: 'Side door' }));
  });

  it('saves into the list only once the first goal has a name, then marks it active', async () => {
    store().updateCustomer({ First: 'Maria', Last: 'Kowalski' });
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    await flushAutosave();
    expect((await listContracts()).contracts).toEqual([]);
    expect(await readMeta('activeContractId')).toBeNull();

    store().renameGoal(firstGoalId(), 'Lower heating bills');
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    await flushAutosave();
    const { contracts } = await listContracts();
    expect(contracts).toHaveLength(1);
    expect(contracts[0]).toMatchObject({ ContractId: current().ContractId, Changed: true });
    expect(contracts[0]?.Customer.Name).toBe('Kowalski, Maria');
    expect(await readMeta('activeContractId')).toBe(current().ContractId);
  });

  it('gets back everything typed after a reload', async () => {
    const gid = firstGoalId();
    store().updateCustomer({ First: 'Maria', Last: 'Kowalski', Phone: '7165550142' });
    store().renameGoal(gid, 'Lower heating bills');
    store().addProject(gid, scope('A1-02'));
    const project = current().Goals[0]?.Projects[0];
    store().updateCalculation(gid, project?.Pid ?? '', project?.Calculations[0]?.Guid ?? '', { Quantity: 1200 });
    const typed = current();
    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    await flushAutosave();

    await tablet.reload();
    expect(current()).toEqual(typed);
    expect(current().Values.Total).toBe(2040);
  });

  it('writes the last changes of a contract at once when a new one is started', async () => {
    store().renameGoal(firstGoalId(), 'Lower heating bills');
    const previous = current();
    await startNewContract();
    const { contracts } = await listContracts();
    expect(contracts.map((contract) => contract.ContractId)).toEqual([previous.ContractId]);
    expect(await readMeta('activeContractId')).toBeNull();
    expect(await readMeta('draft')).toBeNull();

    vi.advanceTimersByTime(AUTOSAVE_DEBOUNCE_MS);
    await flushAutosave();
    expect(await readMeta('draft')).toMatchObject({ ContractId: current().ContractId, Changed: false });
  });
});
