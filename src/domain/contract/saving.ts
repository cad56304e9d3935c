// Saving on the device and who prepared the contract (docs/product-rules.md#device-storage).
// SyncDate is stamped only by a successful sync, never by a local save
// (docs/decisions/004-values-and-saving.md).
import type { Agent, AgentProfile, Contract } from './model';

export function agentFromProfile(profile: AgentProfile, email: string): Agent {
  return {
    Id: profile.user_id,
    First: profile.first,
    Last: profile.last,
    Email: email,
    Display: profile.display_name,
  };
}

function sameAgent(a: Agent | null, b: Agent): boolean {
  return (
    a !== null &&
    a.Id === b.Id &&
    a.First === b.First &&
    a.Last === b.Last &&
    a.Email === b.Email &&
    a.Display === b.Display
  );
}

/**
 * Writes the signed-in agent into the contract; the first agent to save it
 * becomes its creator. The same contract when nothing would change, so saving
 * again by the same agent does not count as a change to sync.
 */
export function stampAgent(contract: Contract, agent: Agent | null): Contract {
  if (!agent) return contract;
  if (sameAgent(contract.Agent, agent) && contract.Creator !== null) return contract;
  return { ...contract, Agent: agent, Creator: contract.Creator ?? agent };
}

/**
 * Stamps the branch of the agent saving it (decision 081): its address and phone are the seller's on every print,
 * whoever prints it later. '' for an agent of no branch. The same contract when it carries that stamp already.
 */
export function stampBranch(contract: Contract, branch: string | null | undefined): Contract {
  const stamp = branch ?? '';
  return contract.Branch === stamp ? contract : { ...contract, Branch: stamp };
}

/**
 * The branch whose address and phone the contract prints: the one it was saved under, else (a draft, or a contract
 * saved before branches were stamped) the signed-in agent's, as before. Null: the company's own.
 */
export function sellingBranch(
  contract: Pick<Contract, 'Branch'>,
  signedInBranch: string | null | undefined,
): string | null {
  if (contract.Branch !== undefined) return contract.Branch === '' ? null : contract.Branch;
  return signedInBranch ?? null;
}

/** The device's list with `contract` in place of the one with the same ContractId, else added first. */
export function upsertContract(contracts: readonly Contract[], contract: Contract): Contract[] {
  const index = contracts.findIndex((candidate) => candidate.ContractId === contract.ContractId);
  if (index === -1) return [contract, ...contracts];
  return contracts.map((candidate, position) => (position === index ? contract : candidate));
}

/** The prepared-by block: creator, else agent, else the last agent on this device, else the company default. */
export function preparedBy(contract: Contract, lastAgent: Agent | null, defaultAgent: Agent): Agent {
  return contract.Creator ?? contract.Agent ?? lastAgent ?? defaultAgent;
}

/** The phone printed beside the agent: their own, else the company's. */
export function agentPhone(agentOwnPhone: string | null | undefined, companyPhone: string): string {
  return agentOwnPhone && agentOwnPhone.trim() !== '' ? agentOwnPhone : companyPhone;
}

/** A change in the builder marks the contract as changed since its last sync. */
export function markChanged(contract: Contract): Contract {
  return contract.Changed ? contract : { ...contract, Changed: true };
}

/** After a successful sync: the cloud's version and time, and nothing pending. */
export function markSynced(contract: Contract, serverVersion: number, syncedAt: string): Contract {
  return { ...contract, ServerVersion: serverVersion, SyncDate: syncedAt, Changed: false };
}

/** Autosave into the device's list starts once the first goal has a name (docs/product-rules.md#device-storage). */
export function shouldAutosaveToList(contract: Contract): boolean {
  return (contract.Goals[0]?.Name.trim() ?? '') !== '';
}
