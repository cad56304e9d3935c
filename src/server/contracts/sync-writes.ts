// What a sync writes once it has decided to: the customer, the contract's rows replaced, the version as accepted, and
// last the search summary, once the triggers of the other writes have cleared it. Three statements whatever the size
// of the contract; column names and types come from the Drizzle tables (db/schema.ts).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { jsonb } from '../db/jsonb';
import { calculations, customers, goals, projects, rooms } from '../db/schema';
import { summaryFromRows, type ContractRows } from './contract-rows';
import { writeSummary } from './search-summaries';

export interface AcceptedVersion {
  contractId: number;
  version: number;
  pushedBy: string;
  pushedAt: Date;
  device: string | null;
  document: Contract;
}

type Row = Readonly<Record<string, unknown>>;

/** A table's columns as [property, column], in the table's order: the one list every statement here uses. */
const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table));

/**
 * `insert into table (columns) select ... from jsonb_to_recordset(rows)`: the
 * rows as one JSON array, their columns and SQL types read from the Drizzle
 * table, so a new column needs no edit here.
 */
function insertAll(table: PgTable, rows: readonly Row[]): SQL {
  const columns = columnsOf(table);
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  );
  const names = sql.raw(columns.map(([, column]) => column.name).join(', '));
  const types = sql.raw(columns.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', '));
  return sql`insert into ${table} (${names})
    select ${names} from jsonb_to_recordset(${jsonb(records)}) as r(${types})`;
}

/** `insert into table values (row) on conflict (id) do update`: every column but the id takes the new value. */
function upsert(table: PgTable, row: Row): SQL {
  const columns = columnsOf(table);
  const names = sql.raw(columns.map(([, column]) => column.name).join(', '));
  const values = sql.join(
    columns.map(([key]) => sql`${row[key] ?? null}`),
    sql`, `,
  );
  const updates = sql.raw(
    columns
      .filter(([key]) => key !== 'id')
      .map(([, column]) => `${column.name} = excluded.${column.name}`)
      .join(', '),
  );
  return sql`insert into ${table} (${names}) values (${values}) on conflict (id) do update set ${updates}`;
}

/**
 * Writes the customer, replaces the contract's rows under it (there are none
 * yet on its first version), keeps the accepted version and the contract's
 * search summary. The rest of its search row is kept by triggers (migration 0005).
 */
export async function writeContractRows(
  tx: AppDatabase,
  rows: ContractRows,
  accepted: AcceptedVersion & { firstVersion: boolean },
): Promise<void> {
  const { contractId } = accepted;
  await writeChildRows(tx, rows, accepted);
  // A contract written by a sync has a snapshot of any agent it names, so no agents row is needed.
  const summary = summaryFromRows({
    contract: { ...rows.contract, id: contractId, version: accepted.version, syncedAt: accepted.pushedAt },
    customer: rows.customer,
    agent: null,
    creator: null,
    rooms: rows.rooms,
  });
  await writeSummary(tx, contractId, summary);
}

/**
 * The old rows go first (projects and calculations with their goals); then every new row in one statement, each
 * table's rows as one JSON array, so foreign keys are checked at its end, when every row is in.
 */
async function writeChildRows(
  tx: AppDatabase,
  rows: ContractRows,
  accepted: AcceptedVersion & { firstVersion: boolean },
): Promise<void> {
  const { contractId } = accepted;
  if (!accepted.firstVersion) {
    await tx.execute(sql`with gone as (delete from rooms where contract_id = ${contractId})
      delete from goals where contract_id = ${contractId}`);
  }
  const withContract = <T extends object>(row: T) => ({ ...row, contractId });
  await tx.execute(sql`with
    customer as (${upsert(customers, rows.customer)}),
    new_rooms as (${insertAll(rooms, rows.rooms.map(withContract))}),
    new_goals as (${insertAll(goals, rows.goals.map(withContract))}),
    new_projects as (${insertAll(projects, rows.projects)}),
    new_calculations as (${insertAll(calculations, rows.calculations)})
    insert into contract_versions (contract_id, version, pushed_by, pushed_at, device, document)
    values (${contractId}, ${accepted.version}, ${accepted.pushedBy}, ${accepted.pushedAt.toISOString()},
      ${accepted.device}, ${jsonb(accepted.document)})`);
}
