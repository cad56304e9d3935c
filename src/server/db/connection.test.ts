import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, databaseKinds, type TestDatabase } from './test-database';
import { queryRows } from './connection';

describe.each(databaseKinds())('the database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('runs every migration, pg_trgm included', async () => {
    const tables = await queryRows<{ table_name: string }>(database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`);
    expect(tables.map((row) => row.table_name)).toEqual([
      'agents', 'calculations', 'contracts', 'customers', 'financing_options', 'goals', 'projects', 'rate_limits',
      'refresh_tokens', 'rooms', 'users', 'workscope_calculations', 'workscope_cats', 'workscopes',
    ]);
    const [similarity] = await queryRows<{ s: number }>(database.db, sql`select similarity('Kowalski', 'Kowalsky') as s`);
    expect(Number(similarity!.s)).toBeGreaterThan(0.5);
  });

  it('uses the trigram index for a partial last-name match', async () => {
    // With no rows, the planner prefers a sequential scan; forbid it to see the index is usable.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain select id from customers where lower(last) like '%owal%'`);
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('customers_last_trgm_idx');
  });
});
