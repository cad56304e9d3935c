// Searching the cloud's contracts by customer last name and description, a page at a time, in one statement on
// contract_search (docs/decisions/033-search-at-a-million-contracts.md), its summaries ready to send. Matches are
// counted only to COUNT_AHEAD past the page: exact for any search an agent pages through, cheap for a common name.
import { and, fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_PAGE_SIZE } from '#api/contract-calls';
import type { AppDatabase } from '../db/connection';
import { contractSearch } from '../db/schema';
import { summariesOf, type SummaryJson } from './search-summaries';

export interface ContractSearch {
  last?: string | undefined;
  description?: string | undefined;
  page: number;
}

export interface ContractSearchPage {
  /** Each contract as the search lists it (summaryFromRows), as JSON. */
  summaries: SummaryJson[];
  /** Every match, or `COUNT_AHEAD` past this page's start when there are more (`totalCapped`). */
  total: number;
  /** More match than `total`: the pager says "more than". */
  totalCapped: boolean;
  page: number;
  size: typeof SEARCH_PAGE_SIZE;
}

/** How many matches past the page's first are counted: ten pages ahead. */
export const COUNT_AHEAD = 100;

const MAX_OFFSET = 1_000_000_000_000;

/** The text as a literal inside a LIKE pattern: %, _ and \ match only themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Which filters a search has: each shape is one statement, built once. */
interface FilterShape {
  last: boolean;
  description: boolean;
}

function shapeOf(search: ContractSearch): FilterShape {
  return { last: (search.last ?? '') !== '', description: (search.description ?? '') !== '' };
}

function containsIgnoringCase(column: AnyPgColumn, placeholder: string, present: boolean): SQL | undefined {
  if (!present) return undefined;
  // The column holds lower() of the text; the same lower() of what is typed matches it.
  return sql`${column} like '%' || lower(${sql.placeholder(placeholder)}::text) || '%'`;
}

function matching(shape: FilterShape): SQL | undefined {
  return and(
    containsIgnoringCase(contractSearch.last, 'last', shape.last),
    containsIgnoringCase(contractSearch.description, 'description', shape.description),
  );
}

/** The matches, up to `countLimit` of them. */
function cappedMatches(db: AppDatabase, shape: FilterShape) {
  return db
    .select({ one: sql`1` })
    .from(contractSearch)
    .where(matching(shape))
    .limit(sql.placeholder('countLimit'));
}

const countOf = (db: AppDatabase, shape: FilterShape) =>
  sql<number>`(select count(*)::int from (${cappedMatches(db, shape)}) as capped)`;

const pageOffset = (search: ContractSearch) => (search.page - 1) * SEARCH_PAGE_SIZE;

function countLimitOf(search: ContractSearch): number {
  const offset = pageOffset(search);
  return (offset > MAX_OFFSET ? 0 : offset) + COUNT_AHEAD + 1;
}

/** The page from the search table alone: each contract's summary, and the capped count. */
function pageQuery(db: AppDatabase, shape: FilterShape) {
  return db
    .select({
      contractId: contractSearch.contractId,
      summary: contractSearch.summary,
      summaryFormat: contractSearch.summaryFormat,
      changes: contractSearch.changes,
      counted: countOf(db, shape),
    })
    .from(contractSearch)
    .where(matching(shape))
    .orderBy(sql`${contractSearch.syncedAt} desc nulls last`, sql`${contractSearch.contractId} desc nulls last`)
    .limit(SEARCH_PAGE_SIZE)
    .offset(sql.placeholder('offset'));
}

/** The count alone, for a page with no row to carry it. */
function countAloneQuery(db: AppDatabase, shape: FilterShape) {
  return db.select({ counted: sql<number>`count(*)::int` }).from(cappedMatches(db, shape).as('capped'));
}

/** The cache key of a shape. */
const shapeKey = (shape: FilterShape) => `${shape.last ? 'last' : 'any'}_${shape.description ? 'description' : 'any'}`;

// Drizzle builds each shape's statements once. They go to PostgreSQL
// unnamed (the empty name), so it plans every search with its values: a
// statement prepared by name is given a generic plan after five runs, and
// for "smi" with "crawl" at a million contracts that plan took 340 ms
// instead of 5 (docs/decisions/033-search-at-a-million-contracts.md).
function buildStatements(db: AppDatabase, shape: FilterShape) {
  return { page: pageQuery(db, shape).prepare(''), count: countAloneQuery(db, shape).prepare('') };
}

type SearchStatements = ReturnType<typeof buildStatements>;

const builtByDatabase = new WeakMap<AppDatabase, Map<string, SearchStatements>>();

function statementsFor(db: AppDatabase, shape: FilterShape): SearchStatements {
  let byShape = builtByDatabase.get(db);
  if (!byShape) builtByDatabase.set(db, (byShape = new Map()));
  const key = shapeKey(shape);
  let statements = byShape.get(key);
  if (!statements) byShape.set(key, (statements = buildStatements(db, shape)));
  return statements;
}

function valuesOf(search: ContractSearch): Record<string, unknown> {
  return {
    last: escapeLike(search.last ?? ''),
    description: escapeLike(search.description ?? ''),
    offset: pageOffset(search),
    countLimit: countLimitOf(search),
  };
}

export interface SearchStatement {
  text: string;
  values: unknown[];
}

function withValues(statement: { getQuery(): { sql: string; params: unknown[] } }, search: ContractSearch) {
  const query = statement.getQuery();
  return { text: query.sql, values: fillPlaceholders(query.params, valuesOf(search)) };
}

/** The statements the server runs for a search, as sent to PostgreSQL (the bench runs the very same ones bare). */
export function searchStatements(
  db: AppDatabase,
  search: ContractSearch,
): { page: SearchStatement; count: SearchStatement } {
  const statements = statementsFor(db, shapeOf(search));
  return { page: withValues(statements.page, search), count: withValues(statements.count, search) };
}

/**
 * Contracts whose customer's last name and description contain the filters
 * (case-insensitive), newest synced first, SEARCH_PAGE_SIZE a page, with the
 * number of matches (capped, see COUNT_AHEAD).
 */
export async function searchContracts(
  db: AppDatabase,
  search: ContractSearch,
  onKeepFailed: (error: unknown) => void = () => {},
): Promise<ContractSearchPage> {
  // A page number past any real table would overflow OFFSET's bigint: it is simply empty.
  const pastAnyTable = pageOffset(search) > MAX_OFFSET;
  const countLimit = countLimitOf(search);
  const statements = statementsFor(db, shapeOf(search));
  const values = valuesOf(search);
  const rows = pastAnyTable ? [] : await statements.page.execute(values);
  // A page past the last match has no row to carry the count: it is asked alone.
  const counted = rows[0]?.counted ?? (await statements.count.execute(values))[0]?.counted ?? 0;
  const totalCapped = counted >= countLimit;
  return {
    summaries: await summariesOf(db, rows, onKeepFailed),
    total: totalCapped ? countLimit - 1 : counted,
    totalCapped,
    page: search.page,
    size: SEARCH_PAGE_SIZE,
  };
}

/** The answer of GET /api/contracts (contractSearchResponseSchema), the summaries sent as stored. */
export function searchPageJson({ summaries, total, totalCapped, page, size }: ContractSearchPage): string {
  return `{"items":[${summaries.join(',')}],"total":${total},"totalCapped":${totalCapped},"page":${page},"size":${size}}`;
}
