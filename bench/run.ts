// `npm run bench` (which builds the app first): first a tablet's first visit on
// a phone connection (first-load.ts: first-route JavaScript against a bare
// React page, and Lighthouse on three pages); then how responsive the
// builder stays on a big contract (builder-keystrokes.ts: quantity keystroke
// to totals on screen, and the Contract step shown, in Chromium; needs no
// database), and an offline cold start after one online visit
// (offline-start.ts). Then how fast the cloud service is, against a real
// PostgreSQL (DATABASE_URL; .ci/run makes one). It creates a scratch
// database, serves the real app on a loopback port and measures over HTTP:
//   1. sync latency of a 5-goal, 20-project, 60-calculation contract, and the
//      same rows written by a bare SQL transaction, as a ratio; then what
//      signing costs (signing.ts: the signed PDF, the signed push);
//   2. search latency with 100,000 contracts (BENCH_CONTRACTS=1000000 for a
//      million), over HTTP to a compiled server in a process of its own,
//      against the same statements sent bare (search.ts); and the office
//      console's contracts list and week over them (office-list.ts);
//   3. requests per second for search and first pushes with 50 clients, one
//      then two compiled servers, the load generator in its own process
//      (throughput.ts);
//   4. a day of load (soak.ts): 200 agents for BENCH_SOAK_MINUTES (10) against two compiled servers, one
//      killed with SIGKILL halfway; BENCH_SOAK=false leaves it out;
// then the figures from before this work (baseline.ts).
// Every loop is bounded in count and time, and traffic stays on 127.0.0.1.
// BENCH_BROWSER=false leaves out the browser's part (the cloud's alone).
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app';
import { testAccessToken } from '#server/testing/sessions';
import { createAgent, findUserByEmail } from '#server/auth/users';
import { loadCatalogue, replaceCatalogue } from '#server/catalogue/catalogue-repository';
import { DEMO_AGENT, seedDatabase } from '#server/db/seed';
import { createTestDatabase } from '#server/testing/test-database';
import { testConfig } from '#server/testing/test-config';
import { writeBareTransaction } from './bare-sql';
import { createBenchAgent } from './bench-agent';
import { benchContract, benchScopes } from './bench-contract';
import { withQuantity } from './bench-edits';
import { formatBuilderKeystrokes, measureBuilderKeystrokes } from './builder-keystrokes';
import { fillContracts } from './fill-contracts';
import { measureFirstLoad } from './first-load';
import { measureOfflineStart } from './offline-start';
import { measureSigning } from './signing';
import { measureSoak } from './soak';
import { ms, percentile } from './stats';
import { formatBaseline } from './baseline';
import { timedRequest } from './http-client';
import { measureOfficeList } from './office-list';
import { measureSearch } from './search';
import { measureThroughput, startServers } from './throughput';
import { PRODUCTION_SECRETS } from '../e2e/server-process';

const SEARCH_CONTRACTS = Number(process.env.BENCH_CONTRACTS ?? 100_000);
const SYNC_RUNS = 300;

async function main(): Promise<void> {
  // 0. In the browser, with no database of their own: the first visit, then the builder.
  if (process.env.BENCH_BROWSER !== 'false') {
    for (const line of await measureFirstLoad()) console.log(line);
    console.log(formatBuilderKeystrokes(await measureBuilderKeystrokes()));
    for (const line of await measureOfflineStart()) console.log(line);
  }

  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run bench needs a real PostgreSQL: DATABASE_URL=postgres://user:password@127.0.0.1:5432/db npm run bench',
    );
    process.exit(2);
  }
  const database = await createTestDatabase('postgres');
  const app = await buildApp(testConfig(), { database, webRoot: '/nonexistent', logger: false });
  try {
    await seedDatabase(database.db, { demo: true });
    await replaceCatalogue(database.db, [...(await loadCatalogue(database.db)), ...benchScopes()]);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const user = await findUserByEmail(database.db, DEMO_AGENT.email);
    const accessToken = await testAccessToken(database.db, testConfig().jwtSecret, user!);
    // A compiled server in production disables the demo agent at its start: its loads sign in as an agent of their own.
    const fieldAgent = await createBenchAgent(database.db);
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const scopes = benchScopes();
    const sample = benchContract('BenchSync001', scopes);
    const calculations = sample.Goals.flatMap((goal) =>
      goal.Projects.flatMap((project) => project.Calculations),
    ).length;
    console.log(
      `Contract: ${sample.Goals.length} goals, ${sample.Goals.flatMap((goal) => goal.Projects).length} projects, ${calculations} calculations`,
    );

    // 1. Sync latency, each push a real write (a quantity changes every time).
    const syncTimes: number[] = [];
    let baseVersion: number | null = null;
    for (let run = 0; run < SYNC_RUNS; run++) {
      const body = JSON.stringify({ contract: withQuantity(sample, 200 + run), baseVersion });
      const response = await timedRequest(`${address}/api/contracts/${sample.ContractId}`, {
        method: 'PUT',
        headers,
        body,
      });
      syncTimes.push(response.ms);
      if (response.status !== 200) throw new Error(`sync answered ${response.status}: ${response.body}`);
      baseVersion = (JSON.parse(response.body) as { version: number }).version;
    }
    const bareTimes = await writeBareTransaction(database.url!, sample, SYNC_RUNS);
    console.log(
      `Sync over HTTP (${SYNC_RUNS} pushes): p50 ${ms(percentile(syncTimes, 50))}, p95 ${ms(percentile(syncTimes, 95))}`,
    );
    console.log(
      `Bare SQL transaction, same rows:  p50 ${ms(percentile(bareTimes, 50))}, p95 ${ms(percentile(bareTimes, 95))}`,
    );
    console.log(`Ratio sync / bare SQL (p50): ${(percentile(syncTimes, 50) / percentile(bareTimes, 50)).toFixed(2)}`);

    // 1b. Signed contracts: the PDF made on the device, and the cloud's checks.
    for (const line of await measureSigning(address, headers, (contractId) => benchContract(contractId, scopes)))
      console.log(line);

    // 2. Search latency over many contracts.
    const fillStart = performance.now();
    await fillContracts(database.url!, SEARCH_CONTRACTS);
    console.log(
      `Filled ${SEARCH_CONTRACTS.toLocaleString('en-US')} contracts in ${((performance.now() - fillStart) / 1000).toFixed(1)} s`,
    );
    // Over HTTP to a compiled server of its own, as a company runs it: a server in the bench's own
    // process would share its one thread with the client and the bare statements.
    const [searchServer] = await startServers(1, database.url!);
    try {
      const production = await fieldAgent.accessToken();
      const searchHeaders = { authorization: `Bearer ${production}` };
      for (const line of await measureSearch(searchServer!.url, searchHeaders, database.url!, database.db))
        console.log(line);
      // 2b. The office's contracts list and week over the same contracts.
      const managerId = await createAgent(database.db, {
        email: 'bench.manager@example.com',
        password: 'bench-manager-password-2026',
        first: 'Bench',
        last: 'Manager',
        role: 'manager',
      });
      const manager = await testAccessToken(database.db, PRODUCTION_SECRETS.JWT_SECRET, {
        id: managerId,
        email: 'bench.manager@example.com',
      });
      for (const line of await measureOfficeList(searchServer!.url, { authorization: `Bearer ${manager}` }))
        console.log(line);
    } finally {
      await searchServer?.stop();
    }

    // 3. Throughput with 50 concurrent clients, server and load generator each in a process of their own.
    for (const line of await measureThroughput(
      database.url!,
      { userId: fieldAgent.userId, accessToken: await fieldAgent.accessToken() },
      'last=kow',
    ))
      console.log(line);
    // 4. A day of load: 200 agents against two servers, one of them killed halfway (soak.ts).
    if (process.env.BENCH_SOAK !== 'false') for (const line of await measureSoak()) console.log(line);
    for (const line of formatBaseline()) console.log(line);
  } finally {
    await app.close();
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
