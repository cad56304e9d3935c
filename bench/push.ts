// `npm run bench:push`: first pushes alone (throughput.ts's part 3 for pushes), beside their floor, for working on
// the push without the whole bench: a scratch database with the bench's catalogue, 50 clients against one compiled
// server then two, each figure with what a request cost in CPU. Needs DATABASE_URL, as `npm run bench` does.
import { loadCatalogue, replaceCatalogue } from '#server/catalogue/catalogue-repository';
import { seedDatabase } from '#server/db/seed';
import { createTestDatabase } from '#server/testing/test-database';
import { createBenchAgent } from './bench-agent';
import { benchScopes } from './bench-contract';
import { measureFirstPushes, measurePushFloor, startServers } from './throughput';

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('npm run bench:push needs a real PostgreSQL: DATABASE_URL=postgres://… npm run bench:push');
    process.exit(2);
  }
  const database = await createTestDatabase('postgres');
  try {
    await seedDatabase(database.db, { demo: false });
    await replaceCatalogue(database.db, [...(await loadCatalogue(database.db)), ...benchScopes()]);
    const agent = await createBenchAgent(database.db);
    const accessToken = await agent.accessToken();
    const [floor, floorLine] = await measurePushFloor(database.url!, { userId: agent.userId, accessToken }, 'PF');
    console.log(floorLine);
    for (const [count, idPrefix] of [
      [1, 'PA'],
      [2, 'PB'],
    ] as const) {
      const servers = await startServers(count, database.url!);
      try {
        console.log(await measureFirstPushes(servers, accessToken, idPrefix, floor));
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
    }
  } finally {
    await database.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
