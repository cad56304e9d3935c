// One database handle for the whole server: the embedded PGlite by default (data in DATA_DIR/pglite, one process at a
// time: data-directory-lock.ts), or, with DATABASE_URL, a PostgreSQL server any number of servers share. Both migrate
// at start-up; on PostgreSQL under an advisory lock, so servers starting together take turns.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { closeFilesUnder } from '../config/private-files';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDirectory, type DataDirectoryLock } from './data-directory-lock';
import { schemaTables, type DatabaseSchema } from './schema';
import { grantServedRole, roleOf } from './served-role';

export type AppDatabase = PgDatabase<PgQueryResultHKT, DatabaseSchema>;

export interface Database {
  db: AppDatabase;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without it, PGlite. */
  databaseUrl?: string | undefined;
  /**
   * The role that owns the tables: when given, it migrates, grants
   * databaseUrl's role what the server needs (served-role.ts) and seeds; the
   * handle returned serves as databaseUrl's role.
   */
  ownerUrl?: string | undefined;
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * Runs after the migrations, still holding the start-up lock: the seed. Two
   * servers starting at once on an empty database take turns, so they never
   * both create the tables, the catalogue or the demo agent.
   */
  prepare?: ((db: AppDatabase) => Promise<void>) | undefined;
}

/** Held by one server at a time from the first migration to the end of the seed. */
const START_UP_LOCK_SQL = "hashtext('contract-builder:start-up')";

async function underStartUpLock(pool: pg.Pool, work: () => Promise<void>): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${START_UP_LOCK_SQL})`);
    try {
      await work();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${START_UP_LOCK_SQL})`);
    }
  } finally {
    client.release();
  }
}

/** Connections each server process keeps open to PostgreSQL. */
export const POOL_SIZE = 10;

/** Migrates, lets `servedRole` use the tables (when the owner is apart from it) and seeds, under the start-up lock. */
async function preparePostgres(url: string, servedRole: string | undefined, prepare: OpenDatabaseOptions['prepare']) {
  // One connection holds the start-up lock while others migrate and seed.
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  try {
    const db = drizzlePostgres(pool, { schema: schemaTables });
    await underStartUpLock(pool, async () => {
      await migratePostgres(db, { migrationsFolder });
      if (servedRole) await grantServedRole(db as unknown as AppDatabase, servedRole);
      await prepare?.(db as unknown as AppDatabase);
    });
  } finally {
    await pool.end();
  }
}

export async function openDatabase({
  databaseUrl,
  ownerUrl,
  dataDir,
  prepare,
}: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const servedRole = ownerUrl && roleOf(ownerUrl) !== roleOf(databaseUrl) ? roleOf(databaseUrl) : undefined;
    await preparePostgres(ownerUrl ?? databaseUrl, servedRole, prepare);
    // Numbers come back as numbers: bigint ids fit (they never pass 2^53 here).
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
    const db = drizzlePostgres(pool, { schema: schemaTables });
    return { db: db as unknown as AppDatabase, kind: 'postgres', close: () => pool.end() };
  }
  let directory: string | undefined;
  let lock: DataDirectoryLock | undefined;
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    // Before PGlite touches its files: a second process must not open them.
    lock = await lockDataDirectory(dataDir);
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  try {
    const client = await PGlite.create(directory, { extensions: { pg_trgm } });
    if (directory !== undefined) await closeFilesUnder(directory);
    const db = drizzlePglite(client, { schema: schemaTables });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db as unknown as AppDatabase);
    const close = async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    };
    return { db: db as unknown as AppDatabase, kind: 'pglite', close };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

type Executor = Pick<AppDatabase, 'execute'>;

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
