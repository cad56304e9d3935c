// Contracts in the cloud database: search, download, and sync. A sync writes
// the whole document in one transaction (customer, contract, rooms, goals,
// projects, calculations) or nothing; it is safe to repeat and it refuses a
// push based on an older version than the cloud's. docs/decisions/009-sync.md
// explains the rules.
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  duplicateClientIds, SEARCH_PAGE_SIZE, type ContractVersion, type ContractVersionResponse, type ContractVersionsResponse,
  type RecordedAgent,
} from '../../api/contracts';
import type { Contract, WorkScopeCalculation } from '../../domain/contract/model';
import { sqlState } from '../db/sql-state';
import type { AppDatabase } from '../db/connection';
import {
  agents, calculations, contractVersions, contracts, customers, financingOptions, goals, projects, rooms, users,
  workscopeCalculations, workscopes,
} from '../db/schema';
import {
  describeProblems, financingChoiceProblems, financingTermsProblems, storageProblems, totalsDisagreements,
  type ContractProblem, type FinancingTerms, type PreviousFinancing,
} from './contract-checks';
import {
  fromRows, summaryFromRows, toRows, type ContractRow, type ContractRows, type KnownAgentRow, type WorkScopeCalculations,
} from './contract-rows';
import { contentHash } from './content-hash';

export interface DownloadedContract {
  contract: Contract;
  version: number;
  /** ISO time of the last sync that wrote it. */
  syncedAt: string;
  /** The creator of record: the signed-in agent of the first push (null before it was recorded). */
  createdBy: RecordedAgent | null;
}

// ---------------------------------------------------------------- reading

/** Today's financing plans: what a new choice of a plan must match. */
async function loadFinancingTable(db: AppDatabase): Promise<FinancingTerms[]> {
  return db.select().from(financingOptions).orderBy(asc(financingOptions.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadKnownAgents(db: AppDatabase, ids: readonly (string | null)[]): Promise<Map<string, KnownAgentRow>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null && UUID.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      userId: agents.userId, first: agents.first, last: agents.last, displayName: agents.displayName, email: users.email,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(inArray(agents.userId, wanted));
  return new Map(rows.map((row) => [row.userId, row]));
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
    byScope.get(row.workscopeId)?.push({
      id: row.id, name: row.name, qty_label: row.qtyLabel, rate: row.rate, description: row.description, rank: row.rank,
    });
  }
  return [...byScope].map(([id, list]) => ({ id, calculations: list }));
}

/** Signed-in users as the versions name them: the agent's display name (else 'First Last') and email. */
async function loadRecordedAgents(db: AppDatabase, ids: readonly string[]): Promise<Map<string, RecordedAgent>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, first: agents.first, last: agents.last, displayName: agents.displayName })
    .from(users)
    .leftJoin(agents, eq(agents.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, {
    id: row.id,
    name: row.displayName || `${row.first ?? ''} ${row.last ?? ''}`.trim(),
    email: row.email,
  }]));
}

/**
 * Every row of one contract, mapped back to the device's shape. The queries
 * run one after another: inside a transaction they share one connection.
 */
async function readContract(db: AppDatabase, row: ContractRow): Promise<DownloadedContract> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, row.customerId));
  if (!customer) throw new Error(`contract ${row.legacyId} has no customer row ${row.customerId}`);
  const roomRows = await db.select().from(rooms).where(eq(rooms.contractId, row.id)).orderBy(asc(rooms.position));
  const goalRows = await db.select().from(goals).where(eq(goals.contractId, row.id)).orderBy(asc(goals.position));
  const projectRows = await db.select({ project: projects }).from(projects)
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .where(eq(goals.contractId, row.id));
  const calculationRows = await db.select({ calculation: calculations }).from(calculations)
    .innerJoin(projects, eq(projects.id, calculations.projectId))
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .where(eq(goals.contractId, row.id));
  const knownAgents = await loadKnownAgents(db, [row.agentId, row.creatorId]);
  const projectList = projectRows.map(({ project }) => project);
  const scopeIds = projectList.flatMap((project) => (project.workscopeId === null ? [] : [project.workscopeId]));
  const workScopes = await loadWorkScopeCalculations(db, scopeIds);
  const contract = fromRows({
    contract: row,
    customer,
    agent: row.agentId === null ? null : knownAgents.get(row.agentId) ?? null,
    creator: row.creatorId === null ? null : knownAgents.get(row.creatorId) ?? null,
    rooms: roomRows,
    goals: goalRows,
    projects: projectList,
    calculations: calculationRows.map(({ calculation }) => calculation),
  }, workScopes);
  const creator = row.createdBy === null ? null : (await loadRecordedAgents(db, [row.createdBy])).get(row.createdBy) ?? null;
  return { contract, version: row.version, syncedAt: row.syncedAt.toISOString(), createdBy: creator };
}

/** One consistent view of the database for a read made of several queries. */
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export async function downloadContract(db: AppDatabase, contractId: string): Promise<DownloadedContract | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, contractId));
    return row ? readContract(tx, row) : null;
  }, snapshot);
}

// ---------------------------------------------------------------- versions

async function contractRowId(db: AppDatabase, contractId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.legacyId, contractId));
  return row?.id;
}

/** Every version the cloud kept of a contract, oldest first, without documents; null for an unknown contract. */
export async function listContractVersions(db: AppDatabase, contractId: string): Promise<ContractVersionsResponse | null> {
  return db.transaction(async (tx) => {
    const id = await contractRowId(tx, contractId);
    if (id === undefined) return null;
    const rows = await tx
      .select({
        version: contractVersions.version, pushedAt: contractVersions.pushedAt,
        pushedBy: contractVersions.pushedBy, device: contractVersions.device,
      })
      .from(contractVersions)
      .where(eq(contractVersions.contractId, id))
      .orderBy(asc(contractVersions.version));
    const pushers = await loadRecordedAgents(tx, rows.map((row) => row.pushedBy));
    const versions = rows.map((row): ContractVersion => ({
      version: row.version,
      pushedAt: row.pushedAt.toISOString(),
      pushedBy: pushers.get(row.pushedBy) ?? { id: row.pushedBy, name: '', email: '' },
      device: row.device,
    }));
    return { contractId, versions };
  }, snapshot);
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
    const [row] = await tx.select().from(contractVersions)
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
  }, snapshot);
}

// ---------------------------------------------------------------- search

export interface ContractSearch {
  last?: string | undefined;
  description?: string | undefined;
  page: number;
}

export interface ContractSearchPage {
  items: Contract[];
  total: number;
  page: number;
  size: typeof SEARCH_PAGE_SIZE;
}

const MAX_OFFSET = 1_000_000_000_000;

/** The text as a literal inside a LIKE pattern: %, _ and \ match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function containsIgnoringCase(column: AnyPgColumn, text: string | undefined): SQL | undefined {
  if (text === undefined || text === '') return undefined;
  // lower(column) is what the pg_trgm GIN indexes cover.
  return sql`lower(${column}) like '%' || lower(${escapeLike(text)}::text) || '%'`;
}

/**
 * Contracts whose customer's last name and description contain the filters
 * (case-insensitive), newest synced first, SEARCH_PAGE_SIZE a page, with the
 * exact number of matches.
 */
export async function searchContracts(db: AppDatabase, search: ContractSearch): Promise<ContractSearchPage> {
  const where = and(containsIgnoringCase(customers.last, search.last), containsIgnoringCase(contracts.description, search.description));
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE;
  return db.transaction(async (tx) => {
    // A page number past any real table would overflow OFFSET's bigint: it is simply empty.
    const pageRows = offset > MAX_OFFSET ? [] : await tx.select({ contract: contracts, customer: customers })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where)
      .orderBy(desc(contracts.syncedAt), desc(contracts.id))
      .limit(SEARCH_PAGE_SIZE)
      .offset(offset);
    const [counted] = await tx.select({ total: count() }).from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where);
    const contractIds = pageRows.map(({ contract }) => contract.id);
    const roomRows = contractIds.length === 0 ? [] : await tx.select().from(rooms)
      .where(inArray(rooms.contractId, contractIds))
      .orderBy(asc(rooms.contractId), asc(rooms.position));
    // Only contracts stored without a snapshot of their agent need the agents table.
    const knownAgents = await loadKnownAgents(tx, pageRows.flatMap(({ contract }) => [
      contract.agentSnapshot === null ? contract.agentId : null,
      contract.creatorSnapshot === null ? contract.creatorId : null,
    ]));
    const items = pageRows.map(({ contract, customer }) => summaryFromRows({
      contract,
      customer,
      agent: contract.agentId === null ? null : knownAgents.get(contract.agentId) ?? null,
      creator: contract.creatorId === null ? null : knownAgents.get(contract.creatorId) ?? null,
      rooms: roomRows.filter((room) => room.contractId === contract.id),
    }));
    return { items, total: counted?.total ?? 0, page: search.page, size: SEARCH_PAGE_SIZE };
  }, snapshot);
}

// ---------------------------------------------------------------- sync

export interface SyncOptions {
  /** The pushing device's User-Agent, kept with each version and on the contract's first push. */
  deviceUserAgent: string | null;
  /** The signed-in user who pushes (the access token's): kept with the version, and the creator of record on a first push. */
  pushedBy: string;
  now: Date;
}

export type SyncOutcome =
  /** Written as `version` (1 on the first push). */
  | { status: 'written'; version: number; syncedAt: string }
  /** The cloud already holds this very document (a repeated push): nothing written. */
  | { status: 'unchanged'; version: number; syncedAt: string }
  /** The push was based on another version than the cloud's: nothing written. */
  | { status: 'conflict'; cloud: DownloadedContract }
  /** The document cannot be accepted as it is: nothing written. */
  | { status: 'rejected'; code: 'VALIDATION_FAILED' | 'BAD_REQUEST'; message: string; details: ContractProblem[] }
  /** The pushing user is not in the cloud (any more): nothing written. */
  | { status: 'unknown-user' };

function rejected(code: 'VALIDATION_FAILED' | 'BAD_REQUEST', problems: ContractProblem[]): SyncOutcome {
  return { status: 'rejected', code, message: describeProblems(problems), details: problems.slice(0, 50) };
}

/** The contract's own checks: ids, what its columns can hold, its own plans, derived numbers. No database needed. */
export function contractProblems(contract: Contract): ContractProblem[] {
  const duplicates = duplicateClientIds(contract).map(({ path, message }) => ({ path: path.join('.'), message }));
  return [
    ...duplicates, ...storageProblems(contract), ...financingTermsProblems(contract.Values), ...totalsDisagreements(contract),
  ];
}

/** The plans chosen in this push against the previous accepted version (null on a first push) and today's plans. */
async function choiceProblems(tx: AppDatabase, contract: Contract, previous: ContractRow | null): Promise<ContractProblem[]> {
  const previousFinancing: PreviousFinancing | null = previous && {
    version: previous.version, terms: previous.financingTerms, activeIds: previous.activeFinancingIds,
  };
  return financingChoiceProblems(contract.Values, previousFinancing, await loadFinancingTable(tx));
}

function* chunks<T>(items: readonly T[], size = 500): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** Client ids of this document that rows of another contract already use. */
async function idsUsedElsewhere(tx: AppDatabase, legacyId: string, rows: ContractRows): Promise<ContractProblem[]> {
  const roomIds = rows.rooms.map((room) => room.id);
  const goalIds = rows.goals.map((goal) => goal.id);
  const projectIds = rows.projects.map((project) => project.id);
  const calculationIds = rows.calculations.map((calculation) => calculation.id);
  const otherContract = ne(contracts.legacyId, legacyId);
  // One query at a time: they share the transaction's connection.
  const roomClashes = roomIds.length === 0 ? [] : await tx.select({ id: rooms.id }).from(rooms)
    .innerJoin(contracts, eq(contracts.id, rooms.contractId))
    .where(and(inArray(rooms.id, roomIds), otherContract));
  const goalClashes = goalIds.length === 0 ? [] : await tx.select({ id: goals.id }).from(goals)
    .innerJoin(contracts, eq(contracts.id, goals.contractId))
    .where(and(inArray(goals.id, goalIds), otherContract));
  const projectClashes = projectIds.length === 0 ? [] : await tx.select({ id: projects.id }).from(projects)
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .innerJoin(contracts, eq(contracts.id, goals.contractId))
    .where(and(inArray(projects.id, projectIds), otherContract));
  // A customer belongs to its contract: another contract's customer id would rewrite that contract's customer.
  const customerClashes = await tx.select({ id: contracts.customerId }).from(contracts)
    .where(and(eq(contracts.customerId, rows.customer.id), otherContract)).limit(1);
  const calculationClashes = calculationIds.length === 0 ? [] : await tx.select({ id: calculations.id }).from(calculations)
    .innerJoin(projects, eq(projects.id, calculations.projectId))
    .innerJoin(goals, eq(goals.id, projects.goalId))
    .innerJoin(contracts, eq(contracts.id, goals.contractId))
    .where(and(inArray(calculations.id, calculationIds), otherContract));
  const named = (kind: string, found: { id: string }[]) => found.map(({ id }) => id).sort().map((id) => `${kind} ${id}`);
  const clashes = [
    ...named('customer', customerClashes),
    ...named('room', roomClashes),
    ...named('goal', goalClashes),
    ...named('project', projectClashes),
    ...named('calculation', calculationClashes),
  ];
  if (clashes.length === 0) return [];
  const listed = clashes.slice(0, 5).join(', ') + (clashes.length > 5 ? ` and ${clashes.length - 5} more` : '');
  return [{ path: 'contract', message: `Ids already used by another contract: ${listed}` }];
}

async function writeCustomer(tx: AppDatabase, rows: ContractRows): Promise<void> {
  const { id: _id, ...columns } = rows.customer;
  await tx.insert(customers).values(rows.customer).onConflictDoUpdate({ target: customers.id, set: columns });
}

/** Replaces the contract's rooms and goals (projects and calculations go with their goals). */
async function writeChildren(tx: AppDatabase, contractId: number, rows: ContractRows): Promise<void> {
  await tx.delete(rooms).where(eq(rooms.contractId, contractId));
  await tx.delete(goals).where(eq(goals.contractId, contractId));
  for (const chunk of chunks(rows.rooms)) await tx.insert(rooms).values(chunk.map((room) => ({ ...room, contractId })));
  for (const chunk of chunks(rows.goals)) await tx.insert(goals).values(chunk.map((goal) => ({ ...goal, contractId })));
  for (const chunk of chunks(rows.projects)) await tx.insert(projects).values(chunk);
  for (const chunk of chunks(rows.calculations)) await tx.insert(calculations).values(chunk);
}

async function lockContract(tx: AppDatabase, legacyId: string): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.legacyId, legacyId)).for('update');
  return row;
}

async function rowsFor(tx: AppDatabase, contract: Contract): Promise<ContractRows> {
  const agentIds = [contract.Agent?.Id ?? null, contract.Creator?.Id ?? null];
  const scopeIds = [...new Set(contract.Goals.flatMap((goal) => goal.Projects.map((project) => project.Id)))];
  const knownAgents = await loadKnownAgents(tx, agentIds);
  const knownScopes = scopeIds.length === 0
    ? []
    : await tx.select({ id: workscopes.id }).from(workscopes).where(inArray(workscopes.id, scopeIds));
  const scopeSet = new Set(knownScopes.map(({ id }) => id));
  return toRows(contract, { agentIdKnown: (id) => knownAgents.has(id), workScopeExists: (id) => scopeSet.has(id) });
}

/**
 * Pushes one contract. `baseVersion` is the cloud version the device last
 * got (null on its first push). In one transaction: lock the contract's row
 * (or create it at version 1), answer a repeat of the stored document as
 * unchanged, refuse a push based on another version with the cloud's copy,
 * else write everything and bump the version.
 */
export async function syncContract(
  db: AppDatabase,
  contract: Contract,
  baseVersion: number | null,
  { deviceUserAgent, pushedBy, now }: SyncOptions,
): Promise<SyncOutcome> {
  const problems = contractProblems(contract);
  if (problems.length > 0) return rejected('VALIDATION_FAILED', problems);
  const hash = contentHash(contract);
  const legacyId = contract.ContractId;
  const device = deviceUserAgent?.slice(0, 500) ?? null;
  try {
    return await db.transaction(async (tx): Promise<SyncOutcome> => {
      const [pusher] = await tx.select({ id: users.id }).from(users).where(eq(users.id, pushedBy));
      if (!pusher) return { status: 'unknown-user' };
      const rows = await rowsFor(tx, contract);
      // The version as accepted, written with the contract's rows.
      const keepVersion = (contractId: number, version: number) => tx.insert(contractVersions)
        .values({ contractId, version, pushedBy, pushedAt: now, device, document: contract });
      const stamps = { contentHash: hash, modifiedAt: now, syncedAt: now, updatedAt: now };
      let row = await lockContract(tx, legacyId);
      let createdCustomer = false;
      if (!row) {
        const planProblems = await choiceProblems(tx, contract, null);
        if (planProblems.length > 0) return rejected('VALIDATION_FAILED', planProblems);
        const clashes = await idsUsedElsewhere(tx, legacyId, rows);
        if (clashes.length > 0) return rejected('BAD_REQUEST', clashes);
        // The contract row needs its customer; create it only if new, and fill it once the contract is ours.
        createdCustomer = (await tx.insert(customers).values(rows.customer).onConflictDoNothing()
          .returning({ id: customers.id })).length > 0;
        const [created] = await tx.insert(contracts)
          .values({ ...rows.contract, ...stamps, version: 1, createdByDevice: device, createdBy: pushedBy })
          .onConflictDoNothing({ target: contracts.legacyId })
          .returning({ id: contracts.id });
        if (created) {
          await writeCustomer(tx, rows);
          await writeChildren(tx, created.id, rows);
          await keepVersion(created.id, 1);
          return { status: 'written', version: 1, syncedAt: now.toISOString() };
        }
        // Another request created it a moment ago: from here on it is an existing contract.
        row = await lockContract(tx, legacyId);
        if (!row) throw new Error(`contract ${legacyId} was created concurrently but cannot be read`);
      }
      const existing = row;
      const leaveNothingBehind = async () => {
        if (createdCustomer && existing.customerId !== rows.customer.id) {
          await tx.delete(customers).where(and(eq(customers.id, rows.customer.id),
            sql`not exists (select 1 from ${contracts} where ${contracts.customerId} = ${rows.customer.id})`));
        }
      };
      if (existing.contentHash === hash) {
        await leaveNothingBehind();
        return { status: 'unchanged', version: existing.version, syncedAt: existing.syncedAt.toISOString() };
      }
      if (baseVersion !== existing.version) {
        await leaveNothingBehind();
        return { status: 'conflict', cloud: await readContract(tx, existing) };
      }
      const planProblems = await choiceProblems(tx, contract, existing);
      if (planProblems.length > 0) {
        await leaveNothingBehind();
        return rejected('VALIDATION_FAILED', planProblems);
      }
      const clashes = await idsUsedElsewhere(tx, legacyId, rows);
      if (clashes.length > 0) {
        await leaveNothingBehind();
        return rejected('BAD_REQUEST', clashes);
      }
      const version = existing.version + 1;
      await writeCustomer(tx, rows);
      await tx.update(contracts).set({ ...rows.contract, ...stamps, version }).where(eq(contracts.id, existing.id));
      await writeChildren(tx, existing.id, rows);
      await keepVersion(existing.id, version);
      return { status: 'written', version, syncedAt: now.toISOString() };
    });
  } catch (error) {
    // A client id taken by another contract between our check and our insert.
    if (sqlState(error) === '23505') {
      return rejected('BAD_REQUEST', [{
        path: 'contract',
        message: 'Ids already used by another contract: an id of this contract was taken while it was being saved',
      }]);
    }
    throw error;
  }
}
