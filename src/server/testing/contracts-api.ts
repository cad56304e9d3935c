// For the contract route tests: the whole app on a fresh, seeded database
// with the demo agent signed in.
import type { FastifyInstance } from 'fastify';
import type { Agent } from '#domain/contract/model';
import { buildApp } from '../app';
import { findUserByEmail } from '../auth/users';
import { DEMO_AGENT, seedDatabase } from '../db/seed';
import { agentRecord } from './contracts';
import { testAccessToken } from './sessions';
import { testConfig } from './test-config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface ContractsApi {
  database: TestDatabase;
  app: FastifyInstance;
  /** `Bearer <token>` of the demo agent. */
  authorization: string;
  /** The demo agent as the cloud names them in a contract they push. */
  jane: Agent;
}

/** The whole app on a fresh, seeded database, and the demo agent's access token. */
export async function startContractsApi(kind: DatabaseKind, clock?: () => Date): Promise<ContractsApi> {
  const database = await createTestDatabase(kind);
  await seedDatabase(database.db, { demo: true });
  const config = testConfig();
  const app = await buildApp(config, { database, webRoot: '/nonexistent', logger: false, ...(clock ? { clock } : {}) });
  const user = await findUserByEmail(database.db, DEMO_AGENT.email);
  if (!user) throw new Error('the demo agent was not seeded');
  const accessToken = await testAccessToken(database.db, config.jwtSecret, user);
  return { database, app, authorization: `Bearer ${accessToken}`, jane: await agentRecord(database.db, user.id) };
}
