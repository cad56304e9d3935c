// One database handle for the whole server: the embedded PGlite (data in
// DATA_DIR/pglite) by default, or a real PostgreSQL server when DATABASE_URL
// is set. Both run the same migrations at start-up.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schemaTables, type DatabaseSchema } from './schema';

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
  /** Where PGlite keeps its files; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
}

export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // Numbers come back as numbers: bigint ids fit (they never pass 2^53 here).
    const db = drizzlePostgres(pool, { schema: schemaTables });
    await migratePostgres(db, { migrationsFolder });
    return { db: db as unknown as AppDatabase, kind: 'postgres', close: () => pool.end() };
  }
  let directory: string | undefined;
  if (dataDir !== undefined) {
    directory = join(dataDir, 'pglite');
    await mkdir(directory, { recursive: true });
  }
  const client = await PGlite.create(directory, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema: schemaTables });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as AppDatabase, kind: 'pglite', close: () => client.close() };
}

type Executor = Pick<AppDatabase, 'execute'>;

/** Runs raw SQL and returns its rows, the same on PGlite and node-postgres. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
