import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  databaseKinds,
  type TestDatabase,
} from '../testing/test-database';
import { openDatabase, queryRows, type Database } from './connection';
import { seedDatabase } from './seed';

describe.each(databaseKinds())('the database on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('runs every migration, pg_trgm included', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'agents',
      'audit_log',
      'calculations',
      'company_details',
      'contract_cancellations',
      'contract_flags',
      'contract_search',
      'contract_search_pending',
      'contract_versions',
      'contracts',
      'customers',
      'email_outbox',
      'financing_options',
      'goals',
      'installer_receipts',
      'password_links',
      'price_approvals',
      'price_book_versions',
      'price_floors',
      'projects',
      'rate_limits',
      'recovery_codes',
      'refresh_tokens',
      'rooms',
      'second_factor_failures',
      'sessions',
      'signed_contracts',
      'state_rule_versions',
      'users',
      'workscope_calculations',
      'workscope_cats',
      'workscopes',
    ]);
    const [similarity] = await queryRows<{ s: number }>(
      database.db,
      sql`select similarity('Kowalski', 'Kowalsky') as s`,
    );
    expect(Number(similarity!.s)).toBeGreaterThan(0.5);
  });

  it('uses the trigram indexes for a partial match on the last name and on the description', async () => {
    // With no rows, the planner prefers a sequential scan; forbid it to see the indexes are usable.
    const plan = (where: SQL) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_indexscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select contract_id from contract_search where ${where}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan(sql`last like '%owal%'`)).toContain('contract_search_last_trgm_idx');
    expect(await plan(sql`description like '%atti%'`)).toContain('contract_search_description_trgm_idx');
  });
});

// Several servers on one PostgreSQL (docs/deploy.md) start together after a
// deployment: each migrates and seeds, taking turns under an advisory lock.
describe.runIf(databaseKinds().includes('postgres'))(
  'servers starting at the same moment on an empty PostgreSQL',
  () => {
    it('all start, and the database has its tables, one catalogue and one demo agent', async () => {
      const empty = await createEmptyPostgresDatabase();
      const opened: Database[] = [];
      try {
        const starts = await Promise.allSettled(
          [1, 2, 3].map(() =>
            openDatabase({ databaseUrl: empty.url, prepare: (db) => seedDatabase(db, { demo: true }) }).then(
              (database) => {
                opened.push(database);
                return database;
              },
            ),
          ),
        );
        expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        const db = opened[0]!.db;
        const [agents] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from users where email = 'agent@example.com'`,
        );
        expect(agents?.n).toBe(1);
        const [scopes] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from workscopes`);
        expect(scopes?.n).toBe(61);
        const [plans] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from financing_options`);
        expect(plans?.n).toBe(6);
      } finally {
        await Promise.all(opened.map((database) => database.close()));
        await empty.drop();
      }
    });
  },
);
