import { describe, expect, it } from 'vitest';
import { handWorkedContract } from '../testing/hand-worked-contract';
import { contentFingerprint } from './transaction-date';
import { newContract } from '../testing/builders';
import type { Agent } from './model';
import {
  agentFromProfile,
  agentPhone,
  markChanged,
  markSynced,
  preparedBy,
  sellingBranch,
  shouldAutosaveToList,
  stampAgent,
  stampBranch,
  upsertContract,
} from './saving';
import { renameGoal } from './edits';

const jane: Agent = agentFromProfile(
  { user_id: 'u-1', first: 'Jane', last: 'Demo', display_name: 'Jane D.', role: 'agent' },
  'agent@example.com',
);
const sam: Agent = { Id: 'u-2', First: 'Sam', Last: 'Ortiz', Email: 'sam@example.com', Display: 'Sam' };
const office: Agent = {
  Id: 'default',
  First: 'Sales',
  Last: 'Office',
  Email: 'sales@example.com',
  Display: 'Sales Office',
};

describe('saving on the device', () => {
  it('stamps the agent, and the first agent becomes the creator', () => {
    const first = stampAgent(newContract(), jane);
    expect(first.Agent).toEqual({
      Id: 'u-1',
      First: 'Jane',
      Last: 'Demo',
      Email: 'agent@example.com',
      Display: 'Jane D.',
    });
    expect(first.Creator).toEqual(first.Agent);
    const second = stampAgent(first, sam);
    expect(second.Agent).toBe(sam);
    expect(second.Creator).toBe(first.Agent);
    expect(stampAgent(first, null)).toBe(first);
    // Saved again by the same agent: nothing changes, so nothing new to sync.
    expect(stampAgent(first, { ...jane })).toBe(first);
    expect(stampAgent(second, { ...jane })).not.toBe(second);
  });

  it('replaces the stored contract with the same ContractId, else adds it first', () => {
    const a = newContract();
    const b = { ...newContract(), ContractId: 'B00000000000' };
    const list = upsertContract(upsertContract([], a), b);
    expect(list.map((contract) => contract.ContractId)).toEqual(['B00000000000', 'K7Q2M9X4B1ZP']);
    const edited = { ...a, Description: 'Attic and crawlspace' };
    const replaced = upsertContract(list, edited);
    expect(replaced).toHaveLength(2);
    expect(replaced[1]!.Description).toBe('Attic and crawlspace');
  });

  it('starts the autosave into the list once the first goal has a name', () => {
    const contract = newContract();
    expect(shouldAutosaveToList(contract)).toBe(false);
    expect(shouldAutosaveToList(renameGoal(contract, contract.Goals[0]!.Gid, '   '))).toBe(false);
    expect(shouldAutosaveToList(renameGoal(contract, contract.Goals[0]!.Gid, 'Warmer floors'))).toBe(true);
  });

  it('marks a change until the next sync', () => {
    const changed = markChanged(newContract());
    expect(changed.Changed).toBe(true);
    expect(markChanged(changed)).toBe(changed);
    expect(markSynced(changed, 4, '2026-11-21T16:00:00.000Z')).toMatchObject({
      Changed: false,
      ServerVersion: 4,
      SyncDate: '2026-11-21T16:00:00.000Z',
    });
  });
});

describe('prepared by', () => {
  it('is the creator, else the agent, else the last agent, else the company default', () => {
    const contract = newContract();
    expect(preparedBy({ ...contract, Creator: jane, Agent: sam }, office, office)).toBe(jane);
    expect(preparedBy({ ...contract, Agent: sam }, office, office)).toBe(sam);
    expect(preparedBy(contract, sam, office)).toBe(sam);
    expect(preparedBy(contract, null, office)).toBe(office);
  });

  it("prints the agent's own phone, else the company's", () => {
    expect(agentPhone('555-201-7788', '555-200-1000')).toBe('555-201-7788');
    expect(agentPhone('  ', '555-200-1000')).toBe('555-200-1000');
    expect(agentPhone(null, '555-200-1000')).toBe('555-200-1000');
  });
});

describe("the seller's branch (decision 081)", () => {
  it('is stamped from the agent saving it, and the same contract comes back when it carries the stamp', () => {
    const contract = handWorkedContract();
    const stamped = stampBranch(contract, 'Madison');
    expect(stamped.Branch).toBe('Madison');
    expect(stampBranch(stamped, 'Madison')).toBe(stamped);
    expect(stampBranch(contract, null).Branch).toBe('');
  });

  it('is the one saved, whoever prints it; a draft or an older contract takes the signed-in agent’s', () => {
    expect(sellingBranch({ Branch: 'Madison' }, 'Fresno')).toBe('Madison');
    expect(sellingBranch({ Branch: '' }, 'Fresno')).toBeNull();
    expect(sellingBranch({}, 'Fresno')).toBe('Fresno');
    expect(sellingBranch({}, undefined)).toBeNull();
  });

  it('does not change the date of a contract saved again on another branch’s tablet', () => {
    const contract = handWorkedContract();
    expect(contentFingerprint(stampBranch(contract, 'Fresno'))).toBe(
      contentFingerprint(stampBranch(contract, 'Madison')),
    );
  });
});
