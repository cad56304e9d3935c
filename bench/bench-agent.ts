// The agent the bench's compiled servers are loaded as: a production start disables the demo agent, so the bench
// signs in an agent of its own, with an access token for the production secret and a session in the database.
import { createAgent } from '#server/auth/users';
import type { AppDatabase } from '#server/db/connection';
import { testAccessToken } from '#server/testing/sessions';
import { PRODUCTION_SECRETS } from '../e2e/server-process';

export interface BenchAgent {
  userId: string;
  /** A fresh access token for the production secret: each call opens a session. */
  accessToken: () => Promise<string>;
}

export async function createBenchAgent(db: AppDatabase): Promise<BenchAgent> {
  const email = 'bench.agent@example.com';
  const userId = await createAgent(db, { email, password: 'bench-agent-password-2026', first: 'Bench', last: 'Agent' });
  return { userId, accessToken: () => testAccessToken(db, PRODUCTION_SECRETS.JWT_SECRET, { id: userId, email }) };
}
