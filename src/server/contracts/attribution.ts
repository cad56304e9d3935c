// Who may change a contract in the cloud, and who the stored contract names as agent and creator
// (docs/decisions/036-roles.md). Reading is shared; writing is for the assigned agent (the creator while none is)
// and the office. The document's Agent and Creator are only the device's word: the cloud keeps its own, in its own spelling.
import type { Agent, Contract } from '#domain/contract/model';
import type { Role } from '#api/roles';
import type { KnownAgentRow } from './contract-rows';

export interface Caller {
  userId: string;
  role: Role;
}

/** What the cloud holds of an existing contract's people. */
export interface OwnerOfRecord {
  /** contracts.created_by: the user whose push created it (null before that was kept). */
  createdBy: string | null;
  /** contracts.agent_id: the agent it is assigned to, when the cloud knows them. */
  agentId: string | null;
  /** The stored document's agent and creator. */
  agent: Agent | null;
  creator: Agent | null;
}

export type Attribution = { ok: true; contract: Contract } | { ok: false; message: string };

export const isOffice = (role: Role): boolean => role === 'manager' || role === 'admin';

export function agentOf(row: KnownAgentRow): Agent {
  return { Id: row.userId, First: row.first, Last: row.last, Email: row.email, Display: row.displayName };
}

/** A person's name as people write it: the display name, else first and last. */
export function personName(agent: Agent | null): string {
  if (!agent) return 'nobody';
  const display = agent.Display.trim();
  if (display !== '') return display;
  const name = `${agent.First} ${agent.Last}`.trim();
  return name === '' ? agent.Email : name;
}

/**
 * Whether `caller` may change an existing contract (null: a new one, theirs by the push): the office, and the agent
 * it is assigned to; its creator only while nobody is (after a reassignment the creator reads it, decision 075).
 */
export function mayWrite(caller: Caller, owner: OwnerOfRecord | null): boolean {
  if (!owner || isOffice(caller.role)) return true;
  if (owner.agentId !== null) return owner.agentId === caller.userId;
  return owner.createdBy === caller.userId;
}

/** The 403 message for a contract the caller may read and not change. */
export function notYoursMessage(owner: OwnerOfRecord): string {
  const whose = owner.agent ?? owner.creator;
  return (
    `This contract is ${whose ? `${personName(whose)}'s` : 'not assigned to you'}: you may open it, not change it. ` +
    'Ask your office to assign it to you; your changes stay on this tablet.'
  );
}

/**
 * The contract as the cloud keeps it: on a first push, the caller is its agent
 * and creator; later, the creator of record stays and the agent is the one
 * assigned, unless the office (or a writer of a contract nobody is assigned
 * to) takes it. A document naming someone else is refused, not rewritten.
 */
export function attribute(
  contract: Contract,
  caller: Caller,
  owner: OwnerOfRecord | null,
  known: ReadonlyMap<string, KnownAgentRow>,
): Attribution {
  const canonical = (id: string | null): Agent | null => {
    const row = id === null ? undefined : known.get(id);
    return row ? agentOf(row) : null;
  };
  const me = canonical(caller.userId);
  if (!me) return { ok: false, message: 'Your account has no agent record in the cloud; ask your office.' };
  const claims = (who: Agent | null, expected: Agent | null) => who === null || who.Id === expected?.Id;

  if (!owner) {
    if (!claims(contract.Agent, me) || !claims(contract.Creator, me)) {
      const named = contract.Agent && contract.Agent.Id !== me.Id ? contract.Agent : contract.Creator;
      return {
        ok: false,
        message: `This new contract names ${personName(named)}, but you are signed in as ${personName(me)}: a contract is first saved to the cloud by its own agent.`,
      };
    }
    return { ok: true, contract: { ...contract, Agent: me, Creator: me } };
  }

  const creator = canonical(owner.createdBy) ?? owner.creator;
  if (creator !== null && !claims(contract.Creator, creator)) {
    return {
      ok: false,
      message: `This contract names ${personName(contract.Creator)} as its creator; the cloud has ${personName(creator)}, and that does not change.`,
    };
  }
  const assigned = canonical(owner.agentId) ?? owner.agent;
  let agent: Agent | null;
  if (contract.Agent === null || contract.Agent.Id === assigned?.Id) agent = assigned;
  else if (contract.Agent.Id === me.Id && (isOffice(caller.role) || assigned === null)) agent = me;
  else {
    return {
      ok: false,
      message: `This contract is assigned to ${personName(assigned)}; it cannot be saved as ${personName(contract.Agent)}'s. Ask your office to assign it.`,
    };
  }
  return { ok: true, contract: { ...contract, Agent: agent, Creator: creator ?? contract.Creator } };
}
