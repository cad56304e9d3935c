// What a sync writes once it has decided to, in one statement: the contract row (created, or replaced only while still
// the version the push read), its rows, customer, accepted version, flags and search summary (kept at commit, after
// the write's triggers have cleared it: migration 0032). Column names and types come from the Drizzle tables.
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { jsonb } from '../db/jsonb';
import {
  calculations,
  contractFlags,
  contracts,
  contractSearchPending,
  customers,
  goals,
  projects,
  rooms,
} from '../db/schema';
import type { NewContractFlag } from './contract-flags';
import { summaryFromRows, type ContractRows } from './contract-rows';
import { SUMMARY_FORMAT, summaryJson, type SummaryJson } from './search-summaries';

type NewContractRow = typeof contracts.$inferInsert;

export interface VersionWrite {
  /** The contract row: a new one, or the one read at `readVersion`, left alone if it has moved on since. */
  row:
    /** `values.id` is the one the push's read took from the sequence: the summary names it. */
    | { kind: 'create'; values: NewContractRow & { id: number } }
    | {
        kind: 'replace';
        contractId: number;
        readVersion: number;
        formerCustomerId: string;
        values: Partial<NewContractRow>;
      };
  rows: ContractRows;
  version: number;
  pushedBy: string;
  pushedAt: Date;
  device: string | null;
  document: Contract;
  flags: readonly NewContractFlag[];
}

type Row = Readonly<Record<string, unknown>>;

/** A table's columns as [property, column], in the table's order: the one list every statement here uses. */
const columnsOf = (table: PgTable, omit: readonly string[] = []) =>
  Object.entries(getTableColumns(table)).filter(([key]) => !omit.includes(key));

/** The contract's id as the statement's first part wrote it: null when it wrote nothing. */
const targetId = sql`(select id from target)`;

/**
 * `insert into table (columns) select ... from jsonb_to_recordset(rows)`,
 * only when the contract row was written: the rows as one JSON array, their
 * columns and SQL types read from the Drizzle table, so a new column needs no
 * edit here. Rows under the contract take its id as contract_id; `after`
 * names what must have run first.
 */
function insertAll(
  table: PgTable,
  rows: readonly Row[],
  { omit = [] as string[], after = sql`true`, underContract = true } = {},
): SQL {
  const columns = columnsOf(table, omit);
  const records = rows.map((row) =>
    Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])),
  );
  const names = sql.raw(columns.map(([, column]) => column.name).join(', '));
  const values = sql.join(
    columns.map(([, column]) =>
      underContract && column.name === 'contract_id' ? targetId : sql.raw(`r.${column.name}`),
    ),
    sql`, `,
  );
  const types = sql.raw(columns.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', '));
  return sql`insert into ${table} (${names})
    select ${values} from jsonb_to_recordset(${jsonb(records)}) as r(${types})
    where exists (select 1 from target) and ${after}`;
}

/** The customer, only when the contract row was written: every column but the id takes the new value. */
function upsertCustomer(row: Row): SQL {
  const columns = columnsOf(customers);
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
  return sql`insert into ${customers} (${names}) select ${values} where exists (select 1 from target)
    on conflict (id) do update set ${updates}`;
}

function targetRow(db: AppDatabase, row: VersionWrite['row']): SQL {
  if (row.kind === 'create') {
    return db
      .insert(contracts)
      .overridingSystemValue()
      .values(row.values)
      .onConflictDoNothing({ target: contracts.legacyId })
      .returning({ id: contracts.id })
      .getSQL();
  }
  return db
    .update(contracts)
    .set(row.values)
    .where(and(eq(contracts.id, row.contractId), eq(contracts.version, row.readVersion)))
    .returning({ id: contracts.id })
    .getSQL();
}

/**
 * The old rows go first, by a function whose deletes are statements of their
 * own (migration 0031): a cascade in this statement would run at its end and
 * take the new rows with the same ids. The new rows wait for it by reading
 * how many went.
 */
const REMOVE_OLD_ROWS = sql`cleared as (select contract_rows_forgotten(id) as n from target),`;

/** A customer row the contract no longer names goes when no other contract names it either. */
function forgetFormerCustomer(row: VersionWrite['row'], customerId: string): SQL {
  if (row.kind === 'create' || row.formerCustomerId === customerId) return sql``;
  return sql`former_customer as (delete from customers where id = ${row.formerCustomerId}
    and exists (select 1 from target)
    and not exists (select 1 from contracts where customer_id = ${row.formerCustomerId} and id <> ${targetId})),`;
}

/** The version as a search lists it (search-summaries.ts), for the contract of this id. */
function versionSummary(contractId: number, { rows, version, pushedAt }: VersionWrite): SummaryJson {
  // A contract written by a sync has a snapshot of any agent it names, so no agents row is needed.
  return summaryJson(
    summaryFromRows({
      contract: { ...rows.contract, id: contractId, version, syncedAt: pushedAt },
      customer: rows.customer,
      agent: null,
      creator: null,
      rooms: rows.rooms,
    }),
  );
}

/**
 * Writes the version in one statement; the rest of the search row is kept by
 * triggers (migration 0005), and its summary at commit (migration 0032).
 * Answers the contract's id, or null when it wrote nothing: another request
 * created the contract, or wrote a version, since it was read.
 */
export async function writeVersion(db: AppDatabase, write: VersionWrite): Promise<number | null> {
  const { rows, row } = write;
  const replacing = row.kind === 'replace';
  const contractId = replacing ? row.contractId : row.values.id;
  const summary = {
    contractId,
    syncedAt: write.pushedAt,
    summary: versionSummary(contractId, write),
    summaryFormat: SUMMARY_FORMAT,
  };
  const after = replacing ? sql`(select count(n) from cleared) >= 0` : sql`true`;
  const result = (await db.execute(sql`with
    target as (${targetRow(db, row)}),
    ${replacing ? REMOVE_OLD_ROWS : sql``}
    ${forgetFormerCustomer(row, rows.customer.id)}
    customer as (${upsertCustomer(rows.customer)}),
    new_rooms as (${insertAll(rooms, rows.rooms, { after })}),
    new_goals as (${insertAll(goals, rows.goals, { after })}),
    new_projects as (${insertAll(projects, rows.projects, { after })}),
    new_calculations as (${insertAll(calculations, rows.calculations, { after })}),
    new_flags as (${insertAll(contractFlags, write.flags, { omit: ['id'], underContract: false })} on conflict do nothing),
    new_summary as (${insertAll(contractSearchPending, [summary], { underContract: false })})
    insert into contract_versions (contract_id, version, pushed_by, pushed_at, device, document)
    select id, ${write.version}, ${write.pushedBy}, ${write.pushedAt.toISOString()}, ${write.device},
      ${jsonb(write.document)} from target
    returning contract_id`)) as unknown as { rows: { contract_id: string | number }[] };
  const [written] = result.rows;
  return written ? Number(written.contract_id) : null;
}
