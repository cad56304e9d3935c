// Search summaries kept ready to send (docs/decisions/033-search-at-a-million-contracts.md): the sync writes a
// contract's with it, and a search that finds none (an older contract, or one changed outside a sync: migration 0006)
// builds it from the rows and writes it back, unless the row changed since.
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { contracts, contractSearch, customers } from '../db/schema';
import { summaryFromRows, type KnownAgentRow, type RoomRow } from './contract-rows';

/** Bump it when summaryFromRows lists a contract differently: stored summaries of another format are built again. */
export const SUMMARY_FORMAT = 1;

/** A summary as sent: the JSON text of summaryFromRows. */
export type SummaryJson = string;

export const summaryJson = (summary: Contract): SummaryJson => JSON.stringify(summary);

const agentJson = (agentId: AnyPgColumn, snapshot: AnyPgColumn) => sql<KnownAgentRow | null>`(
  select json_build_object('userId', a.user_id, 'first', a.first, 'last', a.last,
    'displayName', a.display_name, 'email', u.email)
  from agents a join users u on u.id = a.user_id
  where a.user_id = ${agentId} and ${snapshot} is null)`;

const roomsJson = sql<Omit<RoomRow, 'contractId'>[]>`(
  select coalesce(json_agg(json_build_object('id', r.id, 'position', r.position, 'name', r.name,
    'width', r.width, 'length', r.length, 'total', r.total) order by r.position), '[]'::json)
  from rooms r where r.contract_id = ${contracts.id})`;

/** Contracts with their customer, rooms and agents, and the change count of their search row, read together. */
function headerRows(db: AppDatabase, ids: readonly number[]) {
  return db
    .select({
      contract: contracts,
      customer: customers,
      rooms: roomsJson,
      // Only contracts stored without a snapshot of their agent need the agents table.
      agent: agentJson(contracts.agentId, contracts.agentSnapshot),
      creator: agentJson(contracts.creatorId, contracts.creatorSnapshot),
      changes: contractSearch.changes,
    })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(contractSearch, eq(contractSearch.contractId, contracts.id))
    .where(sql`${contracts.id} = any(${`{${ids.join(',')}}`}::bigint[])`);
}

export interface BuiltSummary {
  contractId: number;
  summary: SummaryJson;
  /** The search row's change count when its rows were read. */
  changes: number;
}

/** The summaries of these contracts built from their rows, by contract id. */
export async function buildSummaries(db: AppDatabase, ids: readonly number[]): Promise<Map<number, BuiltSummary>> {
  const rows = await headerRows(db, ids);
  return new Map(
    rows.map(({ contract, customer, rooms, agent, creator, changes }) => [
      contract.id,
      {
        contractId: contract.id,
        summary: summaryJson(summaryFromRows({ contract, customer, agent, creator, rooms })),
        changes,
      },
    ]),
  );
}

/**
 * Writes summaries back to rows that have not changed since they were read;
 * a row changed meanwhile keeps none, and the next search builds it again.
 */
export async function keepSummaries(db: AppDatabase, built: readonly BuiltSummary[]): Promise<void> {
  await db.execute(sql`update ${contractSearch} as s
    set summary = built.summary, summary_format = ${SUMMARY_FORMAT}
    from jsonb_to_recordset(${JSON.stringify(built)}::jsonb) as built("contractId" bigint, summary text, changes integer)
    where s.contract_id = built."contractId" and s.changes = built.changes`);
}

export interface ListedRow {
  contractId: number;
  summary: string | null;
  summaryFormat: number | null;
}

/**
 * Each listed contract's summary, in the order given: the stored one, or one
 * built from its rows (then stored for the next search). A database that
 * refuses the write (a read-only replica) still gets its answer.
 */
export async function summariesOf(
  db: AppDatabase,
  listed: readonly ListedRow[],
  onKeepFailed: (error: unknown) => void,
): Promise<SummaryJson[]> {
  const usable = (row: ListedRow) => row.summary !== null && row.summaryFormat === SUMMARY_FORMAT;
  const missing = listed.filter((row) => !usable(row)).map((row) => row.contractId);
  if (missing.length === 0) return listed.map((row) => row.summary!);
  const built = await buildSummaries(db, missing);
  await keepSummaries(db, [...built.values()]).catch(onKeepFailed);
  // A contract deleted between the two reads is left out.
  return listed.flatMap((row) => (usable(row) ? [row.summary!] : (built.get(row.contractId)?.summary ?? [])));
}
