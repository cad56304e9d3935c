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
  total: string | number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** Every contract with its state, as one relation the filters and pages read. */
function withStates(filter: OfficeContractFilter): SQL {
  const where: SQL[] = [sql`true`];
  const q = filter.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    where.push(sql`(lower(cu.first || ' ' || cu.last) LIKE ${pattern} OR lower(c.description) LIKE ${pattern}
                    OR lower(c.legacy_id) = ${q.toLowerCase()})`);
  }
  if (filter.agent) where.push(sql`c.agent_id = ${filter.agent}`);
  if (filter.branch) where.push(sql`a.branch = ${filter.branch}`);
  if (filter.from) where.push(sql`c.created_at >= ${filter.from.toISOString()}`);
  if (filter.to) where.push(sql`c.created_at < ${filter.to.toISOString()}`);
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
    WHERE ${sql.join(where, sql` AND `)}`;
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

/** One page of the contracts that match, newest transaction first, and how many match in all. */
export async function listOfficeContracts(
  db: AppDatabase,
  filter: OfficeContractFilter,
  page: number,
  pageSize = OFFICE_PAGE_SIZE,
): Promise<OfficeContractsResponse> {
  const stateFilter = filter.state ? sql`WHERE state = ${filter.state}` : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT *, count(*) OVER () AS total FROM (${withStates(filter)}) listed ${stateFilter}
        ORDER BY created_at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    const [counted] = await queryRows<{ total: string | number }>(
      db,
      sql`SELECT count(*) AS total FROM (${withStates(filter)}) listed ${stateFilter}`,
    );
    total = Number(counted?.total ?? 0);
  }
  return { contracts: rows.map(toContract), total, page, pageSize };
}

/** Every contract that matches, for a CSV export: newest first, in pages so a large company streams. */
export async function* allOfficeContracts(
  db: AppDatabase,
  filter: OfficeContractFilter,
  pageSize = 500,
): AsyncGenerator<OfficeContract> {
  for (let page = 1; ; page += 1) {
    const { contracts } = await listOfficeContracts(db, filter, page, pageSize);
    yield* contracts;
    if (contracts.length < pageSize) return;
  }
}

/** One contract as the list shows it, or null when the cloud does not hold it. */
export async function findOfficeContract(db: AppDatabase, contractId: string): Promise<OfficeContract | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT *, 1 AS total FROM (${withStates({})}) listed WHERE legacy_id = ${contractId}`,
  );
  return row ? toContract(row) : null;
}
