// Cloud search latency over HTTP against its floor, after a warm-up that is
// not timed (a server that runs all day, not one started a moment ago): the
// very statements the server runs for the same search (src/server/contracts/contract-search.ts
// builds them; here they are sent bare with `pg` on one connection, no HTTP,
// no JSON, no token). Runs alternate between the two, query by query, so
// both meet the same caches.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { contractSearchQuerySchema } from '#api/contract-calls';
import type { AppDatabase } from '#server/db/connection';
import { searchStatements } from '#server/contracts/contract-search';
import { timedRequest } from './http-client';
import { ms, percentile } from './stats';

export const SEARCH_QUERIES = [
  'last=kow',
  'description=attic',
  'last=smi&description=crawl',
  'last=ORTIZ',
  'page=3',
  'last=nobody-here',
  'description=air&page=2',
];
const RUNS = 420;
/** Rounds of every query before the clock starts: the server's code compiled, each page's summaries stored. */
const WARM_UP_ROUNDS = 20;
const READY_RUNS = 300;
/** The issue's target: p95 at most 20 ms over HTTP, at most 1.3x its floor. */
const TARGET_P95_MS = 20;
const TARGET_RATIO = 1.3;

async function bare(client: pg.Client, db: AppDatabase, query: string): Promise<number> {
  const search = contractSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const { page, count } = searchStatements(db, search);
  const start = performance.now();
  const { rows } = await client.query(page);
  if (rows.length === 0) await client.query(count);
  return performance.now() - start;
}

async function overHttp(address: string, headers: Record<string, string>, query: string): Promise<number> {
  const answer = await timedRequest(`${address}/api/contracts?${query}`, { headers });
  if (answer.status !== 200) throw new Error(`search ${query} answered ${answer.status}`);
  JSON.parse(answer.body);
  return answer.ms;
}

export async function measureSearch(
  address: string,
  headers: Record<string, string>,
  databaseUrl: string,
  db: AppDatabase,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const http: number[] = [];
  const floor: number[] = [];
  const byQuery = new Map<string, number[]>();
  try {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const query of SEARCH_QUERIES) {
        await overHttp(address, headers, query);
        await bare(client, db, query);
      }
    }
    for (let run = 0; run < RUNS; run++) {
      const query = SEARCH_QUERIES[run % SEARCH_QUERIES.length]!;
      const took = await overHttp(address, headers, query);
      http.push(took);
      byQuery.set(query, [...(byQuery.get(query) ?? []), took]);
      floor.push(await bare(client, db, query));
    }
  } finally {
    await client.end();
  }
  // What any request to this server costs over what it asks PostgreSQL: GET /api/ready runs `select 1`.
  const ready: number[] = [];
  for (let run = 0; run < READY_RUNS; run++) ready.push((await timedRequest(`${address}/api/ready`)).ms);
  const p95 = percentile(http, 95);
  const ratio = p95 / percentile(floor, 95);
  return [
    `Search over HTTP (${RUNS} queries): p50 ${ms(percentile(http, 50))}, p95 ${ms(p95)} (target <= ${TARGET_P95_MS} ms: ${(p95 / TARGET_P95_MS).toFixed(2)}x)`,
    `Search, its bare SQL (same statements): p50 ${ms(percentile(floor, 50))}, p95 ${ms(percentile(floor, 95))}`,
    `Ratio search / bare SQL: p95 ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}), p50 ${(percentile(http, 50) / percentile(floor, 50)).toFixed(2)}`,
    `An HTTP request of this server's that runs \`select 1\` (GET /api/ready, ${READY_RUNS}): p50 ${ms(percentile(ready, 50))}, p95 ${ms(percentile(ready, 95))}`,
    `Search p95 by query: ${[...byQuery].map(([query, times]) => `${query} ${ms(percentile(times, 95))}`).join('; ')}`,
  ];
}
