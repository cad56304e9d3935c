import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canBypassAppendOnly } from './append-only-guard';
import { openDatabase, queryRows, type Database } from './connection';
import { roleOf } from './served-role';
import { createEmptyPostgresDatabase } from '../testing/test-database';
import { sql } from 'drizzle-orm';

describe('roleOf', () => {
  it('reads the role a URL signs in as, and refuses a URL without one', () => {
    expect(roleOf('postgres://contracts_app:pw@db.internal:5432/contracts')).toBe('contracts_app');
    expect(roleOf('postgres://we%20b:pw@db/contracts')).toBe('we b');
    expect(() => roleOf('postgres://db.internal/contracts')).toThrow('DATABASE_URL names no user');
  });
});

const onPostgres = process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [];

describe.each(onPostgres)('the served role on PostgreSQL', (serverUrl) => {
  const role = `cb_served_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let served: Database;
  let owner: Database;

  async function asServer(statement: string): Promise<string> {
    try {
      await served.db.execute(sql.raw(statement));
      return 'done';
    } catch (error) {
      return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
    }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD '${password}'`);
    await admin.end();
    empty = await createEmptyPostgresDatabase();
    const servedUrl = new URL(empty.url);
    servedUrl.username = role;
    servedUrl.password = password;
    served = await openDatabase({ databaseUrl: servedUrl.toString(), ownerUrl: empty.url });
    owner = await openDatabase({ databaseUrl: empty.url });
  });
  afterAll(async () => {
    await served?.close();
    await owner?.close();
    await empty?.drop();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('reads, writes and adds a signed contract as the server does', async () => {
    expect(await asServer("insert into rate_limits (key, window_start, count) values ('k', now(), 1)")).toBe('done');
    expect(await asServer("update rate_limits set count = 2 where key = 'k'")).toBe('done');
    expect(await asServer("delete from rate_limits where key = 'k'")).toBe('done');
    const [count] = await queryRows<{ n: number }>(served.db, sql`select count(*)::int as n from signed_contracts`);
    expect(count?.n).toBe(0);
    expect(await canBypassAppendOnly(served.db)).toBe(false);
    expect(await canBypassAppendOnly(owner.db)).toBe(true);
  });

  it.each([
    ['truncate the signed contracts', 'TRUNCATE signed_contracts', 'permission denied'],
    ['truncate the audit log', 'TRUNCATE audit_log', 'permission denied'],
    ['switch off the triggers', 'ALTER TABLE signed_contracts DISABLE TRIGGER ALL', 'must be owner'],
    ['drop the append-only trigger', 'DROP TRIGGER signed_contracts_no_truncate ON signed_contracts', 'must be owner'],
    ['skip triggers for the session', 'SET session_replication_role = replica', 'permission denied'],
    ['delete a signed contract', 'DELETE FROM signed_contracts', 'permission denied'],
    ['change the audit log', "UPDATE audit_log SET action = 'x'", 'permission denied'],
    ['delete a flag the office was told of', 'DELETE FROM contract_flags', 'permission denied'],
    ['change a flag', "UPDATE contract_flags SET message = 'x'", 'permission denied'],
    ['delete a version the cloud took', 'DELETE FROM contract_versions', 'permission denied'],
    ['change a version', "UPDATE contract_versions SET device = 'x'", 'permission denied'],
    ['remove a cancellation', 'DELETE FROM contract_cancellations', 'permission denied'],
    ['drop a table', 'DROP TABLE contracts', 'must be owner'],
  ])('cannot %s', async (_what, statement, refusal) => {
    expect(await asServer(statement)).toContain(refusal);
  });
});
