// The load generator, run in a process of its own (bench/throughput.ts starts it),
// so the server's process has the CPU a real server has. It drives one or
// more servers at once with autocannon, the connections split between them,
// and prints one JSON line: requests per second in all, latency percentiles
// (the highest of the servers' own, so never better than the truth) and the
// answers that were not 2xx. Two kinds of load:
//   search       GET /api/contracts?<query>, the same query again and again;
//   first-push   PUT /api/contracts/:id of the bench contract, each request
//                a contract the cloud has never seen (ids from `idPrefix`);
//   bare-search  the floor of `search`: the server's own statements for the
//                query, sent straight to PostgreSQL by as many callers on a
//                pool of the server's size, with no HTTP, JSON or token;
//   bare-first-push  the floor of `first-push`: the same rows written by one
//                hand-written statement a push (bare-sql.ts), as many callers
//                on a pool of the server's size.
// Bodies are made before the clock starts.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { contractSearchQuerySchema } from '#api/contract-calls';
import { searchStatements } from '#server/contracts/contract-search';
import { POOL_SIZE, type AppDatabase } from '#server/db/connection';
import { bareFirstPush } from './bare-sql';
import { benchContract, benchScopes } from './bench-contract';
import { percentile } from './stats';

export interface LoadOptions {
  kind: 'search' | 'first-push' | 'bare-search' | 'bare-first-push';
  urls: string[];
  connections: number;
  seconds: number;
  token: string;
  /** search, bare-search: the query string. */
  query?: string;
  /** bare-search: the database the servers use. */
  databaseUrl?: string;
  /** first-push, bare-first-push: 1 to 3 letters that start every contract id of this run. */
  idPrefix?: string;
  /** bare-first-push: the user id each version is pushed by. */
  pushedBy?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Bodies per second of load: more than the fastest run pushes, so no push repeats another. */
const FIRST_PUSH_BODIES_PER_SECOND = 1_000;

/** Every id of the bench contract starts with its ContractId: one contract, its ids renamed for each push. */
const PLACEHOLDER = 'Q'.repeat(12);

const contractIdOf = (prefix: string, index: number) =>
  `${prefix}${String(index + 1).padStart(12 - prefix.length, '0')}`;

function firstPushBodies(prefix: string, count: number): { path: string; body: string }[] {
  const template = JSON.stringify({ contract: benchContract(PLACEHOLDER, benchScopes()), baseVersion: null });
  return Array.from({ length: count }, (_, index) => {
    const contractId = contractIdOf(prefix, index);
    return { path: `/api/contracts/${contractId}`, body: template.replaceAll(PLACEHOLDER, contractId) };
  });
}

function runOne(options: LoadOptions, url: string, connections: number, bodies: { path: string; body: string }[]) {
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  if (options.kind === 'search') {
    return autocannon({
      url: `${url}/api/contracts?${options.query ?? ''}`,
      connections,
      duration: options.seconds,
      headers,
    });
  }
  let next = 0;
  return autocannon({
    url: `${url}/api/contracts`,
    connections,
    duration: options.seconds,
    headers,
    requests: [{ method: 'PUT', setupRequest: (request) => ({ ...request, ...bodies[next++ % bodies.length] }) }],
  });
}

/** Each of `connections` callers sends statements one after another on a pool of the server's size. */
async function bareLoad(
  options: LoadOptions,
  pool: pg.Pool,
  statement: (call: number) => { text: string; values: unknown[] },
): Promise<LoadResult> {
  const times: number[] = [];
  let calls = 0;
  const end = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async () => {
        while (performance.now() < end) {
          const next = statement(calls++);
          const start = performance.now();
          await pool.query(next.text, next.values);
          times.push(performance.now() - start);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return {
    requestsPerSecond: times.length / options.seconds,
    requests: times.length,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    non2xx: 0,
    errors: 0,
  };
}

const poolOf = (options: LoadOptions) => new pg.Pool({ connectionString: options.databaseUrl, max: POOL_SIZE });

function bareSearchLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = poolOf(options);
  const search = contractSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(options.query ?? '')));
  const { page } = searchStatements(drizzle(pool) as unknown as AppDatabase, search);
  return bareLoad(options, pool, () => page);
}

function bareFirstPushLoad(options: LoadOptions): Promise<LoadResult> {
  if (!options.pushedBy) throw new Error('bare-first-push needs pushedBy');
  const push = bareFirstPush(benchContract(PLACEHOLDER, benchScopes()), PLACEHOLDER, options.pushedBy);
  return bareLoad(options, poolOf(options), (call) => push(contractIdOf(options.idPrefix ?? 'F', call)));
}

export async function generateLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.kind === 'bare-search') return bareSearchLoad(options);
  if (options.kind === 'bare-first-push') return bareFirstPushLoad(options);
  const perServer = options.urls.map(
    (_, index) =>
      Math.floor(options.connections / options.urls.length) +
      (index < options.connections % options.urls.length ? 1 : 0),
  );
  const all =
    options.kind === 'first-push'
      ? firstPushBodies(options.idPrefix ?? 'P', FIRST_PUSH_BODIES_PER_SECOND * options.seconds)
      : [];
  // Each server gets its own contracts, so no two pushes race for one id.
  const results = await Promise.all(
    options.urls.map((url, index) =>
      runOne(
        options,
        url,
        perServer[index]!,
        all.filter((_, body) => body % options.urls.length === index),
      ),
    ),
  );
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.average, 0),
    requests: results.reduce((sum, result) => sum + result.requests.total, 0),
    p50: Math.max(...results.map((result) => result.latency.p50)),
    p99: Math.max(...results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

if (process.argv[1]?.endsWith('load-generator.ts')) {
  const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
  generateLoad(options)
    .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
