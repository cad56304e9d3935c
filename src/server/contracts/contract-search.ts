// Searching the cloud's contracts by customer last name and description, a
// page at a time.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_PAGE_SIZE } from '#api/contract-calls';
import type { Contract } from '#domain/contract/model';
import type { AppDatabase } from '../db/connection';
import { readSnapshot } from '../db/read-snapshot';
import { contracts, customers, rooms } from '../db/schema';
import { summaryFromRows } from './contract-rows';
import { loadKnownAgents } from './known-agents';

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
  const where = and(
    containsIgnoringCase(customers.last, search.last),
    containsIgnoringCase(contracts.description, search.description),
  );
  const offset = (search.page - 1) * SEARCH_PAGE_SIZE;
  return db.transaction(async (tx) => {
    // A page number past any real table would overflow OFFSET's bigint: it is simply empty.
    const pageRows =
      offset > MAX_OFFSET
        ? []
        : await tx
            .select({ contract: contracts, customer: customers })
            .from(contracts)
            .innerJoin(customers, eq(customers.id, contracts.customerId))
            .where(where)
            .orderBy(desc(contracts.syncedAt), desc(contracts.id))
            .limit(SEARCH_PAGE_SIZE)
            .offset(offset);
    const [counted] = await tx
      .select({ total: count() })
      .from(contracts)
      .innerJoin(customers, eq(customers.id, contracts.customerId))
      .where(where);
    const contractIds = pageRows.map(({ contract }) => contract.id);
    const roomRows =
      contractIds.length === 0
        ? []
        : await tx
            .select()
            .from(rooms)
            .where(inArray(rooms.contractId, contractIds))
            .orderBy(asc(rooms.contractId), asc(rooms.position));
    // Only contracts stored without a snapshot of their agent need the agents table.
    const knownAgents = await loadKnownAgents(
      tx,
      pageRows.flatMap(({ contract }) => [
        contract.agentSnapshot === null ? contract.agentId : null,
        contract.creatorSnapshot === null ? contract.creatorId : null,
      ]),
    );
    const items = pageRows.map(({ contract, customer }) =>
      summaryFromRows({
        contract,
        customer,
        agent: contract.agentId === null ? null : (knownAgents.get(contract.agentId) ?? null),
        creator: contract.creatorId === null ? null : (knownAgents.get(contract.creatorId) ?? null),
        rooms: roomRows.filter((room) => room.contractId === contract.id),
      }),
    );
    return { items, total: counted?.total ?? 0, page: search.page, size: SEARCH_PAGE_SIZE };
  }, readSnapshot);
}
