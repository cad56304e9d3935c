// For the sync tests: contracts with their own client ids, and the rule for
// what a pushed contract looks like when it is downloaded again.
import type { Agent, Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { agentOf } from '../contracts/attribution';
import { loadKnownAgents } from '../contracts/known-agents';
import { customerName } from '#domain/format/names';
import { rebuiltLineGuid } from '../contracts/contract-rows';

/** A 12-character ContractId from a short label: 'T1' -> 'T1xxxxxxxxxx'. */
export function contractIdFor(label: string): string {
  if (label.length > 12 || !/^[A-Za-z0-9_-]+$/.test(label)) throw new Error(`bad label ${label}`);
  return label.padEnd(12, 'x');
}

/**
 * The contract under another ContractId, with every client id (customer,
 * rooms, goals, projects, lines) prefixed by it, so that several copies of
 * one fixture can live in the same database.
 */
export function asContract(contract: Contract, contractId: string): Contract {
  const id = (value: string) => `${contractId}:${value}`;
  return {
    ...contract,
    ContractId: contractId,
    Customer: { ...contract.Customer, Id: id(contract.Customer.Id) },
    Area: { ...contract.Area, AreaRoom: contract.Area.AreaRoom.map((room) => ({ ...room, Id: id(room.Id) })) },
    Goals: contract.Goals.map((goal) => ({
      ...goal,
      Gid: id(goal.Gid),
      Projects: goal.Projects.map((project) => ({
        ...project,
        Pid: id(project.Pid),
        Guid: id(project.Guid),
        Calculations: project.Calculations.map((line) => ({ ...line, Guid: id(line.Guid) })),
      })),
    })),
  };
}

/** The contract as `agent` made it: their own agent and creator, as the cloud keeps them on a first push. */
export function attributedTo(contract: Contract, agent: Agent): Contract {
  return { ...contract, Agent: agent, Creator: agent };
}

/** The cloud's record of a user as a contract names them (the same as a first push stamps). */
export async function agentRecord(db: AppDatabase, userId: string): Promise<Agent> {
  const row = (await loadKnownAgents(db, [userId])).get(userId);
  if (!row) throw new Error(`no agent ${userId}`);
  return agentOf(row);
}

/** The contract without what a sync stamps on it (cloud ids, SyncDate, ServerVersion, Changed). */
export function withoutSyncStamps(contract: Contract): Contract {
  return {
    ...contract,
    Id: 'new',
    SyncDate: null,
    ServerVersion: null,
    Changed: false,
    Goals: contract.Goals.map((goal) => ({ ...goal, Id: null })),
  };
}

/**
 * What a pushed contract comes back as, stamps aside: the customer's Name is
 * the cloud's 'Last, First', and a line at Quantity 0 (not stored) is rebuilt
 * from its work scope with difficulty 1 and a Guid derived from the project.
 * For projects from the catalogue, whose lines are the scope's in rank order.
 */
export function expectedAfterSync(contract: Contract): Contract {
  const stamped = withoutSyncStamps(contract);
  return {
    ...stamped,
    Customer: { ...stamped.Customer, Name: customerName(stamped.Customer.First, stamped.Customer.Last) },
    Goals: stamped.Goals.map((goal) => ({
      ...goal,
      Projects: goal.Projects.map((project) => ({
        ...project,
        Calculations: project.Calculations.map((line) =>
          line.Quantity > 0
            ? line
            : { ...line, Guid: rebuiltLineGuid(project.Pid, line.Id), DifficultyFactor: 1, Total: 0 },
        ),
      })),
    })),
  };
}
