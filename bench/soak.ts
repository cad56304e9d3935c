// A day of load (`npm run bench:soak`, and the last part of `npm run bench`): 200 agents in a process of their own
// (soak-agents.ts) work against two compiled servers on one PostgreSQL for BENCH_SOAK_MINUTES (10 by default, or
// `--minutes N`). Halfway, one server is killed with SIGKILL and started again; its agents carry on through the other.
import { spawn } from 'node:child_process';
import { createAgent } from '#server/auth/users';
import { loadCatalogue, replaceCatalogue } from '#server/catalogue/catalogue-repository';
import { seedDatabase } from '#server/db/seed';
import { createTestDatabase } from '#server/testing/test-database';
import { startServerProcess, type ServerProcess } from '../e2e/server-process';
import { benchScopes } from './bench-contract';
import { countCpu } from './cpu-use';
import type { SoakAgentsOptions, SoakAgentsResult } from './soak-agents';
import { capacityLines, checkCloud, connectionLine, latencyLines, memoryLines } from './soak-report';
import { watch } from './soak-watch';
import { productionEnv, startServers } from './throughput';

const AGENTS = 200;
/** Each agent's mean pause between requests: 1,800 requests an hour, 30 times a working agent's (soak-report.ts). */
const MEAN_PAUSE_MS = 2_000;
const SERVERS = 2;
const RESTART_AFTER_MS = 5_000;
const WATCH_EVERY_MS = 5_000;

function soakMinutes(): number {
  const flag = process.argv.indexOf('--minutes');
  const minutes = Number(flag >= 0 ? process.argv[flag + 1] : (process.env.BENCH_SOAK_MINUTES ?? 10));
  if (!Number.isFinite(minutes) || minutes <= 0) throw new Error('--minutes takes a number of minutes above 0');
  return minutes;
}

function runAgents(options: SoakAgentsOptions): Promise<SoakAgentsResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/soak-agents.ts', JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), (options.seconds + 300) * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`the soak's agents exited with ${code ?? 'a signal (over their time?)'}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as SoakAgentsResult);
    });
  });
}

async function makeAgents(database: Awaited<ReturnType<typeof createTestDatabase>>) {
  const agents = Array.from({ length: AGENTS }, (_, index) => ({
    email: `soak.agent${index + 1}@example.com`,
    password: `soak-agent-password-${index + 1}-2026`,
  }));
  for (let start = 0; start < agents.length; start += 8) {
    await Promise.all(
      agents
        .slice(start, start + 8)
        .map(({ email, password }, offset) =>
          createAgent(database.db, { email, password, first: 'Soak', last: `Agent ${start + offset + 1}` }),
        ),
    );
  }
  return agents;
}

/** Kills server `index` halfway through and starts it again on its port, as a supervisor would. */
async function killHalfway(
  servers: ServerProcess[],
  index: number,
  databaseUrl: string,
  afterMs: number,
  beforeKill: () => void,
): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, afterMs));
  const killed = servers[index]!;
  beforeKill();
  await killed.kill();
  await new Promise((resolve) => setTimeout(resolve, RESTART_AFTER_MS));
  const started = performance.now();
  servers[index] = await startServerProcess({ env: { ...productionEnv(databaseUrl), PORT: String(killed.port) } });
  return `  server ${index + 1} killed with SIGKILL at ${(afterMs / 1000).toFixed(0)} s, started again ${RESTART_AFTER_MS / 1000} s later (ready in ${(performance.now() - started).toFixed(0)} ms)`;
}

export async function measureSoak(minutes = soakMinutes()): Promise<string[]> {
  const seconds = Math.round(minutes * 60);
  const database = await createTestDatabase('postgres');
  const databaseUrl = database.url!;
  try {
    await seedDatabase(database.db, { demo: false });
    await replaceCatalogue(database.db, [...(await loadCatalogue(database.db)), ...benchScopes()]);
    const agents = await makeAgents(database);
    const servers = await startServers(SERVERS, databaseUrl);
    try {
      const watcher = await watch(servers, databaseUrl, WATCH_EVERY_MS);
      const postgresCpu = countCpu([]);
      const serverCpuBefore = watcher.serverCpu();
      const urls = servers.map((server) => server.url);
      const [result, killLine] = await Promise.all([
        runAgents({ urls, agents, seconds, meanPauseMs: MEAN_PAUSE_MS, seed: 2026 }),
        killHalfway(servers, 0, databaseUrl, (seconds * 1000) / 2, () => watcher.beforeKill(0)),
      ]);
      const cpu = { server: watcher.serverCpu() - serverCpuBefore, postgres: postgresCpu().postgresSeconds };
      await watcher.stop();
      const requests = Object.values(result.times).reduce((sum, times) => sum + times.length, 0);
      const warmUp = Math.min(120, seconds / 5);
      return [
        `Soak: ${AGENTS} agents, ${SERVERS} compiled servers on one PostgreSQL, ${minutes} min; each agent a request ` +
          `every ${MEAN_PAUSE_MS / 1000} s on average: ${(requests / seconds).toFixed(0)} req/s in all`,
        killLine,
        `  ${requests} requests, ${result.errors.length} faults, ${result.retried} sent again to the other server`,
        ...result.errors.slice(0, 10).map((error) => `    ${error}`),
        ...latencyLines(result),
        ...memoryLines(watcher.memory, SERVERS, warmUp),
        connectionLine(watcher.connectionsMax, SERVERS),
        ...(await checkCloud(databaseUrl, result)),
        ...capacityLines(cpu, requests),
      ];
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.dispose();
  }
}

if (process.argv[1]?.endsWith('soak.ts')) {
  measureSoak()
    .then((lines) => {
      for (const line of lines) console.log(line);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
