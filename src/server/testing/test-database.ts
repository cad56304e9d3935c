// A fresh database for each server test file: PGlite in memory always, and a
// brand-new database on the real PostgreSQL server of DATABASE_URL when it is
// set (CI sets it), dropped again afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/connection';

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds to run server tests against: PGlite, plus PostgreSQL when DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** Closes and, on PostgreSQL, drops the database. */
  dispose: () => Promise<void>;
  /** The URL of the fresh PostgreSQL database, for tests that need a second connection. */
  url?: string;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    return { ...database, dispose: database.close };
  }
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url });
  return {
    ...database,
    url: empty.url,
    dispose: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A brand-new, empty PostgreSQL database (no migrations), for tests of what happens at start-up. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: cannot create a PostgreSQL test database.');
  const name = `cb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(serverUrl, name) };
}

/**
 * Plain DROP, not WITH (FORCE): FORCE would also try to stop an autovacuum
 * worker on the fresh database, which only a superuser may do (CI's role is
 * not one). PostgreSQL stops autovacuum for a plain DROP itself; a session
 * still closing gets a few short retries.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: object_in_use ("database is being accessed by other users").
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
