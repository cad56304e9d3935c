// The company's contracts as the office reads them: one statement lists a page with each contract's state, worked out
// from what the cloud keeps (its save, its signed copies, the customer's email, a recorded cancellation), so that an
// abandoned draft never reads as a sale (docs/decisions/044-contracts-in-the-office.md).
import { sql, type SQL } from 'drizzle-orm';
import {
  OFFICE_PAGE_SIZE,
  type ContractState,
  type OfficeContract,
  type OfficeContractsResponse,
} from '#api/office-contracts';
import { queryRows, type AppDatabase } from '../db/connection';
import { escapeLike } from '../contracts/contract-search';

export interface OfficeContractFilter {
  q?: string | undefined;
  state?: ContractState | undefined;
  agent?: string | undefined;
  branch?: string | undefined;
  /** Only contracts whose transaction date falls in [from, to). */
  from?: Date;
  to?: Date;
}

interface Row {
  id: string | number;
  legacy_id: string;
  description: string;
  created_at: Date | string;
  synced_at: Date | string;
  net_due: string | number;
  agent_id: string | null;
  agent_name: string | null;
  branch: string | null;
  customer: string;
  customer_state: string;
  signed_at: Date | string | null;
  state: ContractState;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The contracts that match, before any state is worked out: the filters, and the state asked for as conditions an
 * index answers (a cancellation, a signed copy, an email sent to the customer), so a page of a million contracts
 * works out the states of its own rows only. Contracts alone, joined to nothing: counting a million of them joined to
 * their customers took 410 ms, alone 54 ms (docs/decisions/071-office-list-at-a-million.md).
 */
function matching(filter: OfficeContractFilter): SQL {
  const where: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    // Each way of matching from its own index (customers_full_name_trgm_idx, contracts_description_trgm_idx,
    // contracts_legacy_id_lower_idx): an OR across the two tables would read every contract.
    where.push(sql`c.id IN (
      SELECT n.id FROM contracts n JOIN customers m ON m.id = n.customer_id
        WHERE lower(m.first || ' ' || m.last) LIKE ${pattern}
      UNION SELECT n.id FROM contracts n WHERE lower(n.description) LIKE ${pattern}
      UNION SELECT n.id FROM contracts n WHERE lower(n.legacy_id) = ${q.toLowerCase()})`);
  }
  if (filter.agent) where.push(sql`c.agent_id = ${filter.agent}`);
  if (filter.branch) where.push(sql`c.agent_id IN (SELECT user_id FROM agents WHERE branch = ${filter.branch})`);
  if (filter.from) where.push(sql`c.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) where.push(sql`c.created_at < ${filter.to.toISOString()}`);
  if (filter.state) where.push(inState(filter.state));
  return sql`FROM contracts c WHERE ${sql.join(where, sql` AND `)}`;
}

/** The order of the list and of its export, which the index contracts_newest_idx reads. */
const NEWEST_FIRST = sql`ORDER BY c.created_at DESC NULLS LAST, c.id DESC NULLS LAST`;

/** The state's condition, the same rule as the CASE of withStates. */
function inState(state: ContractState): SQL {
  const cancelled = sql`EXISTS (SELECT 1 FROM contract_cancellations x WHERE x.contract_id = c.legacy_id)`;
  const signed = sql`EXISTS (SELECT 1 FROM signed_contracts sc WHERE sc.contract_id = c.legacy_id)`;
  const emailed = sql`EXISTS (SELECT 1 FROM signed_contracts sc
    JOIN email_outbox o ON o.signed_content_hash = sc.content_hash
    WHERE sc.contract_id = c.legacy_id AND o.sent_at IS NOT NULL AND o.to_recipient = 'customer')`;
  switch (state) {
    case 'cancelled':
      return cancelled;
    case 'emailed':
      return sql`NOT ${cancelled} AND ${emailed}`;
    case 'signed':
      return sql`NOT ${cancelled} AND ${signed} AND NOT ${emailed}`;
    case 'draft':
      return sql`NOT ${cancelled} AND NOT ${signed} AND c.save_state = 'draft'`;
    case 'saved':
      return sql`NOT ${cancelled} AND NOT ${signed} AND c.save_state IS DISTINCT FROM 'draft'`;
  }
}

/** The contracts of `ids` with their states. */
function withStates(ids: SQL): SQL {
  return sql`
    SELECT c.id, c.legacy_id, c.description, c.created_at, c.synced_at, c.net_due, c.agent_id,
           nullif(trim(coalesce(nullif(a.display_name, ''), a.first || ' ' || a.last)), '') AS agent_name,
           a.branch, trim(cu.first || ' ' || cu.last) AS customer, cu.state AS customer_state, s.signed_at,
           CASE WHEN x.contract_id IS NOT NULL THEN 'cancelled'
                WHEN s.emailed THEN 'emailed'
                WHEN s.signed_at IS NOT NULL THEN 'signed'
                WHEN c.save_state = 'draft' THEN 'draft'
                ELSE 'saved' END AS state
    FROM contracts c
    JOIN customers cu ON cu.id = c.customer_id
    LEFT JOIN agents a ON a.user_id = c.agent_id
    LEFT JOIN contract_cancellations x ON x.contract_id = c.legacy_id
    LEFT JOIN LATERAL (
      SELECT max(sc.signed_at) AS signed_at,
             coalesce(bool_or(o.sent_at IS NOT NULL AND o.to_recipient = 'customer'), false) AS emailed
      FROM signed_contracts sc
      LEFT JOIN email_outbox o ON o.signed_content_hash = sc.content_hash
      WHERE sc.contract_id = c.legacy_id) s ON true
    WHERE c.id IN (${ids})`;
}

function toContract(row: Row): OfficeContract {
  return {
    contractId: row.legacy_id,
    state: row.state,
    description: row.description,
    customer: row.customer,
    customerState: row.customer_state,
    agent: row.agent_id ? { id: row.agent_id, name: row.agent_name ?? 'Unnamed agent' } : null,
    branch: row.branch,
    netDue: Number(row.net_due),
    date: iso(row.created_at),
    syncedAt: iso(row.synced_at),
    signedAt: row.signed_at === null ? null : iso(row.signed_at),
  };
}

/** The contracts of `ids` with their states, newest first. */
function listed(db: AppDatabase, ids: SQL): Promise<Row[]> {
  return queryRows<Row>(db, sql`SELECT * FROM (${withStates(ids)}) listed ORDER BY created_at DESC, id DESC`);
}

/** One page of the contracts that match, newest transaction first, and how many match in all. */
export async function listOfficeContracts(
  db: AppDatabase,
  filter: OfficeContractFilter,
  page: number,
  pageSize = OFFICE_PAGE_SIZE,
): Promise<OfficeContractsResponse> {
  const pageIds = sql`SELECT c.id ${matching(filter)} ${NEWEST_FIRST}
    LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const [rows, counted] = await Promise.all([
    listed(db, pageIds),
    queryRows<{ total: string | number }>(db, sql`SELECT count(*) AS total ${matching(filter)}`),
  ]);
  return { contracts: rows.map(toContract), total: Number(counted[0]?.total ?? 0), page, pageSize };
}

/**
 * Every contract that matches, for a CSV export: newest first, each page read from where the last one ended (its
 * last contract's date and id, as the database holds them), never counted and never skipped over by an OFFSET,
 * which at a million contracts read the whole list again for every page.
 */
export async function* allOfficeContracts(
  db: AppDatabase,
  filter: OfficeContractFilter,
  pageSize = 1000,
): AsyncGenerator<OfficeContract> {
  let last: Row | undefined;
  for (;;) {
    const after = last
      ? sql` AND (c.created_at, c.id) < (SELECT created_at, id FROM contracts WHERE id = ${last.id})`
      : sql``;
    const rows = await listed(db, sql`SELECT c.id ${matching(filter)}${after} ${NEWEST_FIRST} LIMIT ${pageSize}`);
    yield* rows.map(toContract);
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}

/** One contract as the list shows it, or null when the cloud does not hold it. */
export async function findOfficeContract(db: AppDatabase, contractId: string): Promise<OfficeContract | null> {
  const [row] = await queryRows<Row>(db, withStates(sql`SELECT id FROM contracts WHERE legacy_id = ${contractId}`));
  return row ? toContract(row) : null;
}
