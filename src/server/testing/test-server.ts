// Shared by the session and /api/me tests: an app on a fresh, seeded test
// database with a clock the test moves.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { seedDatabase } from '../db/seed';
import { testConfig } from './test-config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  /** What the app's clock says; tests move it. */
  clock: { now: Date };
  close: () => Promise<void>;
}

export async function startTestServer(
  kind: DatabaseKind,
  { config, logger = false }: { config?: Partial<AppConfig>; logger?: false | object } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  const clock = { now: new Date() };
  const app = await buildApp(testConfig(config), {
    database,
    webRoot: '/nonexistent/contract-builder-web',
    logger,
    clock: () => clock.now,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
