// @vitest-environment jsdom
import { contentFingerprint } from '#domain/contract/transaction-date';
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addRoom, updateRoom } from '#domain/calculators/area';
import { isContractId } from '#domain/contract/factories';
import type { Contract } from '#domain/contract/model';
import { setDeposit } from '#domain/contract/values';
import { newContract, scope } from '#domain/testing/builders';
import original from '#domain/upgrade/fixtures/v0-original-two-entry-financing.json';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import type { DeviceDatabase } from '../storage/device-database';
import { EMERGENCY_DRAFT_KEY, writeEmergencyDraft } from '../storage/emergency-draft';
import { getContract } from '../storage/contract-storage';
import { writeDraft } from '../storage/draft-storage';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { useBuilderStore } from './builder-store';
import { selectFrozen } from './signed-versions';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;

beforeEach(() => {
  db = resetWebState();
  localStorage.clear();
  useBuilderStore.setState({ contract: null, loaded: false });
});

const store = () => useBuilderStore.getState();

function current(): Contract {
  const { contract } = store();
  if (!contract) throw new Error('no contract loaded');
  return contract;
}

function firstGoalId(): string {
  const goal = current().Goals[0];
  if (!goal) throw new Error('no goal');
  return goal.Gid;
}

/** Loads a blank contract and adds an A1-02 project to its first goal. */
async function withA102(): Promise<{ gid: string; pid: string; guid: string }> {
  await store().load();
  const gid = firstGoalId();
  store().addProject(gid, scope('A1-02'));
  const project = current().Goals[0]?.Projects[0];
  const guid = project?.Calculations[0]?.Guid;
  if (!project || !guid) throw new Error('no project added');
  return { gid, pid: project.Pid, guid };
}

describe('loading the builder', () => {
  it('starts a blank contract with a 12-character id and one empty goal when there is no draft', async () => {
    await store().load();
    const contract = current();
    expect(store().loaded).toBe(true);
    expect(contract.ContractId).toHaveLength(12);
    expect(isContractId(contract.ContractId)).toBe(true);
    expect(contract.ContractId).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(contract.Goals).toHaveLength(1);
    expect(contract.Goals[0]).toMatchObject({ Name: '', Projects: [] });
    expect(contract.Changed).toBe(false);
  });

  it('restores the stored draft', async () => {
    const draft = { ...newContract(), Description: 'Attic and basement', Changed: true };
    await writeMeta('draft', draft);
    await store().load();
    expect(current()).toEqual(draft);
  });

  it('prefers the copy the last page left while closing when it is newer, writes it as the draft and removes it', async () => {
    await writeDraft({ ...newContract(), Description: 'Attic' }, 1000);
    const lastKeystrokes = { ...newContract(), Description: 'Attic and basement', Changed: true };
    writeEmergencyDraft(lastKeystrokes, 2000);
    await store().load();
    expect(current()).toEqual(lastKeystrokes);
    expect(await readMeta('draft')).toEqual(lastKeystrokes);
    expect(await readMeta('draftStamp')).toBe(2000);
    expect(localStorage.getItem(EMERGENCY_DRAFT_KEY)).toBeNull();
  });

  it('puts a rescued copy whose first goal has a name into the list too, where autosave would have', async () => {
    const blank = newContract();
    const rescued = { ...blank, Goals: [{ ...blank.Goals[0]!, Name: 'Warm attic' }], Changed: true };
    writeEmergencyDraft(rescued, 2000);
    await store().load();
    expect(await getContract(rescued.ContractId)).toEqual(rescued);
    // The list stars it as the contract being built, as autosave would have.
    expect(await readMeta('activeContractId')).toBe(rescued.ContractId);
  });

  it('keeps the stored draft when the copy the last page left is older, and removes the copy', async () => {
    const contract = newContract();
    const newer = { ...contract, Description: 'Attic and basement', Changed: true };
    await writeDraft(newer, 3000);
    writeEmergencyDraft({ ...contract, Description: 'Attic' }, 2000);
    await store().load();
    expect(current()).toEqual(newer);
    expect(localStorage.getItem(EMERGENCY_DRAFT_KEY)).toBeNull();
  });

  it('puts an older copy of another contract into the list rather than lose its last keystrokes', async () => {
    const draft = { ...newContract(), Description: 'The contract opened since' };
    await writeDraft(draft, 3000);
    const other = newContract();
    const lastKeystrokes = {
      ...other,
      ContractId: 'OTHERCONTRCT',
      Goals: [{ ...other.Goals[0]!, Name: 'Dry basement' }],
      Changed: true,
    };
    writeEmergencyDraft(lastKeystrokes, 2000);
    await store().load();
    expect(current()).toEqual(draft);
    expect(await getContract('OTHERCONTRCT')).toEqual(lastKeystrokes);
    expect(localStorage.getItem(EMERGENCY_DRAFT_KEY)).toBeNull();
  });

  it('upgrades a draft stored in an old shape', async () => {
    await db.meta.put({ key: 'draft', value: structuredClone(original) });
    await store().load();
    const expected = upgradeContract(structuredClone(original));
    expect(expected.ok).toBe(true);
    expect(current()).toEqual(expected.ok ? expected.contract : null);
    expect(current().Customer.Name).toBe('Kowalski, Maria');
  });

  it('keeps a contract started while the draft was being read', async () => {
    await writeMeta('draft', newContract());
    const loading = store().load();
    store().startNew();
    const started = current();
    await loading;
    expect(current()).toBe(started);
  });
});

describe('starting and opening contracts', () => {
  it('starts a fresh blank contract in place of the one being built', async () => {
    await store().load();
    store().setDescription('Attic');
    const before = current();
    store().startNew();
    expect(current().ContractId).not.toBe(before.ContractId);
    expect(current().Description).toBe('');
    expect(current().Changed).toBe(false);
  });

  it('opens an existing contract as not changed', async () => {
    await store().load();
    store().replace({ ...newContract(), Description: 'Saved one', Changed: true });
    expect(current()).toMatchObject({ ContractId: 'K7Q2M9X4B1ZP', Description: 'Saved one', Changed: false });
  });
});

describe('editing the contract', () => {
  it('does nothing before load', () => {
    store().setNotes('lost');
    expect(store().contract).toBeNull();
  });

  it('keeps the customer name as Last, First', async () => {
    await store().load();
    store().updateCustomer({ First: 'Maria' });
    store().updateCustomer({ Last: 'Kowalski', City: 'Buffalo' });
    expect(current().Customer).toMatchObject({
      First: 'Maria',
      Last: 'Kowalski',
      Name: 'Kowalski, Maria',
      City: 'Buffalo',
    });
    expect(current().Changed).toBe(true);
  });

  it('sets the description and the notes', async () => {
    await store().load();
    store().setDescription('Attic and basement');
    store().setNotes('Dog in the yard');
    expect(current()).toMatchObject({ Description: 'Attic and basement', Notes: 'Dog in the yard', Changed: true });
  });

  it('adds, renames and removes goals, leaving one empty goal when none is left', async () => {
    await store().load();
    store().addGoal();
    expect(current().Changed).toBe(true);
    const [first, second] = current().Goals;
    if (!first || !second) throw new Error('two goals expected');
    store().renameGoal(second.Gid, 'Lower heating bills');
    expect(current().Goals.map((goal) => goal.Name)).toEqual(['', 'Lower heating bills']);
    store().removeGoal(first.Gid);
    store().removeGoal(second.Gid);
    expect(current().Goals).toHaveLength(1);
    expect(current().Goals[0]?.Name).toBe('');
    expect(current().Goals[0]?.Gid).not.toBe(second.Gid);
  });

  it('adds a project from a work scope and totals its calculation', async () => {
    const { gid, pid, guid } = await withA102();
    expect(current().Changed).toBe(true);
    expect(current().Goals[0]?.Projects[0]).toMatchObject({ Wsid: 'A1-02', Selected: true, SubTotal: 0 });
    store().updateCalculation(gid, pid, guid, { Quantity: 1200 });
    const goal = current().Goals[0];
    expect(goal?.Projects[0]?.Calculations[0]).toMatchObject({ Quantity: 1200, Rate: 1.7, Total: 2040 });
    expect(goal?.Projects[0]?.SubTotal).toBe(2040);
    expect(goal).toMatchObject({ GoalTotal: 2040, SubTotal: 2040 });
    expect(current().Values.Total).toBe(2040);
  });

  it('deselects a project: the goal total keeps it, the subtotal and the total do not', async () => {
    const { gid, pid, guid } = await withA102();
    store().updateCalculation(gid, pid, guid, { Quantity: 1200 });
    store().setProjectSelected(gid, pid, false);
    expect(current().Goals[0]).toMatchObject({ GoalTotal: 2040, SubTotal: 0 });
    expect(current().Values.Total).toBe(0);
  });

  it('replaces and removes a project', async () => {
    const { gid, pid } = await withA102();
    const project = current().Goals[0]?.Projects[0];
    if (!project) throw new Error('no project');
    store().replaceProject(gid, { ...project, TreatmentNotes: 'Seal the rim joists first' });
    expect(current().Goals[0]?.Projects[0]?.TreatmentNotes).toBe('Seal the rim joists first');
    store().removeProject(gid, pid);
    expect(current().Goals[0]?.Projects).toEqual([]);
  });

  it('moves a project within its goal', async () => {
    const { gid } = await withA102();
    store().addProject(gid, scope('A1-02'));
    const before = current().Goals[0]?.Projects.map((project) => project.Pid) ?? [];
    store().moveProject(gid, 0, 1);
    expect(current().Goals[0]?.Projects.map((project) => project.Pid)).toEqual([before[1], before[0]]);
  });

  it('sets the area from the area calculator', async () => {
    await store().load();
    const area = current().Area;
    const roomId = area.AreaRoom[0]?.Id ?? '';
    const next = addRoom(updateRoom(area, roomId, { RoomName: 'Attic', Width: 12, Length: 20 }), 'room-2');
    store().setArea(next);
    expect(current().Area).toEqual(next);
    expect(current().Area.Total).toBe(240);
    expect(current().Changed).toBe(true);
  });

  it('sets the values and keeps NetDue in step with the total', async () => {
    const { gid, pid, guid } = await withA102();
    store().updateCalculation(gid, pid, guid, { Quantity: 1200 });
    store().setValues(setDeposit(current().Values, 500));
    expect(current().Values).toMatchObject({ Total: 2040, Deposit: 500, NetDue: 1540 });
  });
});

describe('a sync of the contract being built', () => {
  it('marks it synced when the push took exactly what the builder holds', async () => {
    await store().load();
    store().renameGoal(firstGoalId(), 'Lower heating bills');
    const pushed = { ...current(), ServerVersion: 3, SyncDate: '2026-11-21T16:00:00.000Z', Changed: false };
    store().applySynced(pushed, 'push');
    expect(current()).toMatchObject({ ServerVersion: 3, SyncDate: '2026-11-21T16:00:00.000Z', Changed: false });
  });

  it('keeps edits made while the push was on its way, on the new base version', async () => {
    await store().load();
    store().renameGoal(firstGoalId(), 'Lower heating bills');
    const pushed = { ...current(), ServerVersion: 3, SyncDate: '2026-11-21T16:00:00.000Z', Changed: false };
    store().setNotes('Customer asks for a morning start');
    store().applySynced(pushed, 'push');
    expect(current()).toMatchObject({ ServerVersion: 3, Changed: true, Notes: 'Customer asks for a morning start' });
  });

  it('takes the cloud copy the agent chose, and ignores other contracts', async () => {
    await store().load();
    const cloud = { ...current(), Notes: 'From the office', ServerVersion: 7, Changed: false };
    store().applySynced({ ...cloud, ContractId: 'OTHER0000000' }, 'cloud-copy');
    expect(current().Notes).toBe('');
    store().applySynced(cloud, 'cloud-copy');
    expect(current()).toEqual(cloud);
  });
});

describe('a signed contract', () => {
  async function signedInBuilder(): Promise<Contract> {
    store().startNew();
    store().renameGoal(firstGoalId(), 'Warmer attic');
    const at = '2026-11-24T15:05:00.000Z';
    const signedCopy = {
      ...current(),
      Date: at,
      Saved: { At: at, Content: contentFingerprint(current()) },
      Changed: false,
    };
    store().applySigned(signedCopy);
    return signedCopy;
  }

  it("is dated at the buyer's signature, kept as saved, and frozen", async () => {
    const signedCopy = await signedInBuilder();
    expect(current().Date).toBe('2026-11-24T15:05:00.000Z');
    expect(selectFrozen(store())).toBe(true);
    expect(store().saveRecords[signedCopy.ContractId]?.savedAt).toBe('2026-11-24T15:05:00.000Z');
    store().setValues(setDeposit(current().Values, 2000));
    store().renameGoal(firstGoalId(), 'Something else');
    expect(current().Values.Deposit).toBe(0);
    expect(current().Goals[0]?.Name).toBe('Warmer attic');
  });

  it('changes only as a new version, and the signed one is kept', async () => {
    const signedCopy = await signedInBuilder();
    store().makeNewVersion();
    store().setValues(setDeposit(current().Values, 2000));
    expect(current().Values.Deposit).toBe(2000);
    expect(selectFrozen(store())).toBe(false);
    expect(store().signed[signedCopy.ContractId]).toEqual([signedCopy]);
  });

  it('is frozen again after a start, read from the device, when nothing was changed', async () => {
    const signedCopy = await signedInBuilder();
    const { saveSigned } = await import('../storage/signed-storage');
    const { sealRecord } = await import('#domain/signing/sign-contract');
    const { signedContentOf } = await import('#domain/testing/signing');
    const content = signedContentOf(signedCopy);
    await saveSigned(sealRecord({ ...content, contract: signedCopy }), new Uint8Array([37]), 'a'.repeat(64));
    useBuilderStore.setState({ signed: {} });
    await store().load();
    expect(store().signed[signedCopy.ContractId]).toEqual([signedCopy]);
    expect(selectFrozen(store())).toBe(true);
  });
});
