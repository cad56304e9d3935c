// Requests per second with 50 clients, the way a company runs the service:
// the compiled server (`npm run build`) in production configuration, in a
// process of its own, on the bench's PostgreSQL; the load generator in
// another process (load-generator.ts). First one server, then two on the
// same database with the clients split between them, as behind a load
// balancer (docs/deploy.md). Each kind of load runs LOAD_SECONDS, after
// WARM_UP_SECONDS of the same load that are not measured. Each has
// a floor, what the machine can give with no server in between: for search
// the same statements sent straight to PostgreSQL by as many callers
// (load-generator.ts, bare-search), for first pushes the same rows written
// by one hand-written statement a push (bare-first-push). Each figure says what a request cost the servers
// and PostgreSQL in CPU (cpu-use.ts): on two cores shared by PostgreSQL,
// the servers and the load generator, that is what bounds requests/s.
import { spawn } from 'node:child_process';
import { PRODUCTION_SECRETS, startServerProcess, type ServerProcess } from '../e2e/server-process';
import { countCpu, describeCpu } from './cpu-use';
import type { LoadOptions, LoadResult } from './load-generator';

export const LOAD_SECONDS = 10;
/** Unmeasured load first, so a freshly started server is measured once its code is compiled, as it runs all day. */
export const WARM_UP_SECONDS = 3;
export const LOAD_CONNECTIONS = 50;
const GENERATOR_TIMEOUT_MS = 120_000;

export interface ThroughputTargets {
  searchRps: number;
  firstPushRps: number;
  p99Ms: number;
}

export const THROUGHPUT_TARGETS: ThroughputTargets = { searchRps: 1_500, firstPushRps: 400, p99Ms: 100 };

function runGenerator(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/load-generator.ts', JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), GENERATOR_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the load generator exited with ${code ?? 'a signal (over its time limit?)'}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult);
    });
  });
}

function describe(label: string, result: LoadResult, target: number, targets: ThroughputTargets): string {
  const rps = `${result.requestsPerSecond.toFixed(0)} req/s (target >= ${target}: ${(result.requestsPerSecond / target).toFixed(2)}x)`;
  const latency = `p50 ${result.p50} ms, p99 ${result.p99} ms (target <= ${targets.p99Ms})`;
  return `${label}: ${rps}, ${latency}, non-2xx ${result.non2xx}, errors ${result.errors}`;
}

/** Runs one load while counting the CPU of the servers and of PostgreSQL, after the same load unmeasured. */
async function measured(options: LoadOptions, servers: ServerProcess[]): Promise<[LoadResult, string]> {
  const idPrefix = options.idPrefix === undefined ? {} : { idPrefix: `${options.idPrefix}W` };
  await runGenerator({ ...options, ...idPrefix, seconds: WARM_UP_SECONDS });
  const cpu = countCpu(servers.flatMap((server) => (server.child.pid === undefined ? [] : [server.child.pid])));
  const result = await runGenerator(options);
  return [result, describeCpu(cpu(), result.requests)];
}

/** `count` compiled servers in production configuration on the bench's database, each a process of its own. */
export async function startServers(count: number, databaseUrl: string): Promise<ServerProcess[]> {
  return Promise.all(Array.from({ length: count }, () => startServerProcess({ env: productionEnv(databaseUrl) })));
}

/** The environment of a compiled server in production configuration on the bench's database. */
export function productionEnv(databaseUrl: string): Record<string, string> {
  return { NODE_ENV: 'production', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...PRODUCTION_SECRETS };
}

type Agent = { userId: string; accessToken: string };

/** The floor of first pushes: the same rows written by one bare statement a push, as many callers. */
export async function measurePushFloor(
  databaseUrl: string,
  { userId, accessToken }: Agent,
  idPrefix: string,
): Promise<[LoadResult, string]> {
  const options = { urls: [], connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, token: accessToken };
  const [floor, cpu] = await measured(
    { ...options, kind: 'bare-first-push', idPrefix, databaseUrl, pushedBy: userId },
    [],
  );
  return [
    floor,
    `Sync first pushes, the same rows by one bare SQL statement each (floor), ${LOAD_CONNECTIONS} callers: ` +
      `${floor.requestsPerSecond.toFixed(0)} req/s, p50 ${floor.p50} ms, p99 ${floor.p99} ms; ${cpu}`,
  ];
}

/** First pushes with 50 clients spread over `servers`, beside their floor. */
export async function measureFirstPushes(
  servers: ServerProcess[],
  accessToken: string,
  idPrefix: string,
  floor: LoadResult,
): Promise<string> {
  const load = { urls: servers.map((server) => server.url), connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS };
  const [push, cpu] = await measured({ ...load, token: accessToken, kind: 'first-push', idPrefix }, servers);
  const label = `Sync first pushes, ${servers.length} server(s), ${LOAD_CONNECTIONS} clients`;
  return (
    `${describe(label, push, THROUGHPUT_TARGETS.firstPushRps, THROUGHPUT_TARGETS)}; ` +
    `${(push.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x its floor; ${cpu}`
  );
}

/** Search and first-push throughput with one, then two server processes; one line per figure. */
export async function measureThroughput(
  databaseUrl: string,
  /** The agent, and their access token for the production secret with a session in the database. */
  { userId, accessToken }: { userId: string; accessToken: string },
  searchQuery: string,
): Promise<string[]> {
  const lines: string[] = [];
  const targets = THROUGHPUT_TARGETS;
  const base = { urls: [], connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS, token: accessToken };
  const [floor, floorCpu] = await measured({ ...base, kind: 'bare-search', query: searchQuery, databaseUrl }, []);
  lines.push(
    `Search ${searchQuery}, its bare SQL (floor), ${LOAD_CONNECTIONS} callers: ${floor.requestsPerSecond.toFixed(0)} req/s, ` +
      `p50 ${floor.p50} ms, p99 ${floor.p99} ms; ${floorCpu}`,
  );
  const [pushFloor, pushFloorLine] = await measurePushFloor(databaseUrl, { userId, accessToken }, 'TF');
  lines.push(pushFloorLine);
  for (const [count, idPrefix] of [
    [1, 'TA'],
    [2, 'TB'],
  ] as const) {
    const servers = await startServers(count, databaseUrl);
    try {
      const load = { ...base, urls: servers.map((server) => server.url) };
      const [search, searchCpu] = await measured({ ...load, kind: 'search', query: searchQuery }, servers);
      const label = `Search ${searchQuery}, ${count} server(s), ${LOAD_CONNECTIONS} clients`;
      lines.push(
        `${describe(label, search, targets.searchRps, targets)}; ` +
          `${(search.requestsPerSecond / floor.requestsPerSecond).toFixed(2)}x its floor; ${searchCpu}`,
      );
      lines.push(await measureFirstPushes(servers, accessToken, idPrefix, pushFloor));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  return lines;
}
