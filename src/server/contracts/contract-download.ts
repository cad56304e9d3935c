// Reading contracts back from the cloud database: one whole contract as the
// device holds it, and the versions the cloud kept of it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  ContractVersion,
  ContractVersionResponse,
  ContractVersionsResponse,
  RecordedAgent,
} from '#api/contract-calls';
import type { WorkScopeCalculation } from '#domain/contract/model';
import { onTheWire, type WireContract } from '#api/contract-schema';
import { workScopeCalculation } from '../catalogue/catalogue-repository';
import type { AppDatabase } from '../db/connection';
import { readSnapshot } from '../db/read-snapshot';
import {
  agents,
  calculations,
  contractVersions,
  contracts,
  customers,
  goals,
  projects,
  rooms,
  users,
  workscopeCalculations,
} from '../db/schema';
import { fromRows, type ContractRow, type WorkScopeCalculations } from './contract-rows';
import { loadKnownAgents } from './known-agents';

export interface DownloadedContract {
  contract: WireContract;
  version: number;
  /** ISO time of the last sync that wrote it. */
  syncedAt: string;
  /** The creator of record: the signed-in agent of the first push (null before it was recorded). */
  createdBy: RecordedAgent | null;
}

/** The calculations of the given work scopes, by rank; a scope without calculations is listed empty. */
async function loadWorkScopeCalculations(db: AppDatabase, ids: readonly number[]): Promise<WorkScopeCalculations[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(workscopeCalculations)
    .where(inArray(workscopeCalculations.workscopeId, wanted))
    .orderBy(asc(workscopeCalculations.workscopeId), asc(workscopeCalculations.rank));
  const byScope = new Map<number, WorkScopeCalculation[]>(wanted.map((id) => [id, []]));
  for (const row of rows) {
    byScope.get(row.workscopeId)?.push(workScopeCalculation(row));
  }
  return [...byScope].map(([id, list]) => ({ id, calculations: list }));
}

/** Signed-in users as the versions name them: the agent's display name (else 'First Last') and email. */
async function loadRecordedAgents(db: AppDatabase, ids: readonly string[]): Promise<Map<string, RecordedAgent>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first: agents.first,
      last: agents.last,
      displayName: agents.displayName,
    })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.displayName || `${row.first ?? ''} ${row.last ?? ''}`.trim(),
        email: row.email,
      },
    ]),
  );
}

/**
 * Every row of one contract, mapped back to the device's shape. The queries
 * run one after another: inside a transaction they share one connection.
 */
export async function readContract(db: AppDatabase, row: ContractRow): Promise<DownloadedContract> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  if (!customer) throw new Error(`contract ${row.legacyId} has no customer row ${row.customerId}`);
  const roomRows = await db.select().from(rooms).where(eq(rooms.contractId, row.id)).orderBy(asc(rooms.position));
  const goalRows = await db.select().from(goals).where(eq(goals.contractId, row.id)).orderBy(asc(goals.position));
  const projectRows = await db
    .select({ project: projects })
    .from(projects)
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .where(eq(goals.contractId, row.id));
  const calculationRows = await db
    .select({ calculation: calculations })
    .from(calculations)
    .innerJoin(projects, eq(projects.id, calculations.projectId))
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .where(eq(goals.contractId, row.id));
  const knownAgents = await loadKnownAgents(db, [row.agentId, row.creatorId]);
  const projectList = projectRows.map(({ project }) => project);
  const scopeIds = projectList.flatMap((project) => (project.workscopeId === null ? [] : [project.workscopeId]));
  const workScopes = await loadWorkScopeCalculations(db, scopeIds);
  const contract = onTheWire(
    fromRows(
      {
        contract: row,
        customer,
        agent: row.agentId === null ? null : (knownAgents.get(row.agentId) ?? null),
        creator: row.creatorId === null ? null : (knownAgents.get(row.creatorId) ?? null),
        rooms: roomRows,
        goals: goalRows,
        projects: projectList,
        calculations: calculationRows.map(({ calculation }) => calculation),
      },
      workScopes,
    ),
  );
  const creator =
    row.createdBy === null ? null : ((await loadRecordedAgents(db, [row.createdBy])).get(row.createdBy) ?? null);
  return { contract, version: row.version, syncedAt: row.syncedAt.toISOString(), createdBy: creator };
}

export async function downloadContract(db: AppDatabase, contractId: string): Promise<DownloadedContract | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, contractId));
    return row ? readContract(tx, row) : null;
  }, readSnapshot);
}

async function contractRowId(db: AppDatabase, contractId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.legacyId, contractId));
  return row?.id;
}

/** Every version the cloud kept of a contract, oldest first, without documents; null for an unknown contract. */
export async function listContractVersions(
  db: AppDatabase,
  contractId: string,
): Promise<ContractVersionsResponse | null> {
  return db.transaction(async (tx) => {
    const id = await contractRowId(tx, contractId);
    if (id === undefined) return null;
    const rows = await tx
      .select({
        version: contractVersions.version,
        pushedAt: contractVersions.pushedAt,
        pushedBy: contractVersions.pushedBy,
        device: contractVersions.device,
      })
      .from(contractVersions)
      .where(eq(contractVersions.contractId, id))
      .orderBy(asc(contractVersions.version));
    const pushers = await loadRecordedAgents(
      tx,
      rows.map((row) => row.pushedBy),
    );
    const versions = rows.map((row): ContractVersion => ({
      version: row.version,
      pushedAt: row.pushedAt.toISOString(),
      pushedBy: pushers.get(row.pushedBy) ?? { id: row.pushedBy, name: '', email: '' },
      device: row.device,
    }));
    return { contractId, versions };
  }, readSnapshot);
}

/** One kept version with its document as it was pushed; null when the contract or that version is unknown. */
export async function readContractVersion(
  db: AppDatabase,
  contractId: string,
  version: number,
): Promise<ContractVersionResponse | null> {
  return db.transaction(async (tx) => {
    const id = await contractRowId(tx, contractId);
    if (id === undefined) return null;
    const [row] = await tx
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, id), eq(contractVersions.version, version)));
    if (!row) return null;
    const pushers = await loadRecordedAgents(tx, [row.pushedBy]);
    return {
      contractId,
      version: row.version,
      pushedAt: row.pushedAt.toISOString(),
      pushedBy: pushers.get(row.pushedBy) ?? { id: row.pushedBy, name: '', email: '' },
      device: row.device,
      contract: row.document,
    };
  }, readSnapshot);
}
