// What is kept as it was written stays so, whatever SQL the app's connection
// sends: the signed contracts and the audit log refuse UPDATE, DELETE and
// TRUNCATE (migrations 0004 and 0007), and so do the published price books (0014), state rules (0019),
// managers' price approvals (0022), and the flags and versions of contracts (0034).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/audit-log';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { queryRows } from './connection';
import { BUNDLED_RULES } from '#domain/legal/state-rules/bundled-rules';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { findUserByEmail } from '../auth/users';
import { pushContract } from '../contracts/push-contract';
import { asContract } from '../testing/contracts';
import { contractFlags, priceApprovals, priceBookVersions, stateRuleVersions, users } from './schema';
import { DEMO_AGENT, seedDatabase } from './seed';

describe.each(databaseKinds())('append-only tables on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await recordAudit(database.db, {
      actorUserId: null,
      actorLabel: 'test',
      action: 'contract.assign',
      subject: 'contract:APPENDONLY01',
      before: { agent: 'a' },
      after: { agent: 'b' },
      at: new Date('2026-11-26T12:00:00Z'),
    });
    await database.db.insert(priceBookVersions).values({
      version: 1,
      effectiveOn: '2026-11-26',
      publishedAt: new Date('2026-11-26T12:00:00Z'),
      source: 'cli',
      scopes: [],
      sha256: 'none',
    });
    await database.db.insert(stateRuleVersions).values({
      state: 'US',
      version: 2,
      rules: { ...BUNDLED_RULES[0]!, version: 2 },
      publishedAt: new Date('2026-11-26T12:00:00Z'),
    });
    const [user] = await database.db
      .insert(users)
      .values({ email: 'manager@append-only.test', passwordHash: 'x' })
      .returning({ id: users.id });
    await database.db.insert(contractFlags).values({
      contractId: 'APPENDONLY01',
      kind: 'below-floor',
      key: 'below-floor:x',
      message: 'Signed $1.00 below the floor.',
      raisedAt: new Date('2026-11-26T12:00:00Z'),
    });
    // A contract pushed once: its first version.
    await seedDatabase(database.db, { demo: true });
    const agent = (await findUserByEmail(database.db, DEMO_AGENT.email))!.id;
    const pushed = await pushContract(database.db, asContract(handWorkedContract(), 'APPENDONLY02'), null, {
      deviceUserAgent: 'append-only-test',
      pushedBy: agent,
      role: 'agent',
      now: new Date('2026-11-26T12:00:00Z'),
    });
    expect(pushed.status).toBe('written');
    await database.db.insert(priceApprovals).values({
      requestCode: '12345678',
      code: '87654321',
      agentId: user!.id,
      approverId: user!.id,
      discountCents: 125_000,
      lastDay: '2026-11-27',
      keyVersion: 1,
      approvedAt: new Date('2026-11-26T12:00:00Z'),
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

  it.each([
    ['update audit_log set action = $$x$$', /audit log is kept as it was written/],
    ['delete from audit_log', /audit log is kept as it was written/],
    ['truncate audit_log', /audit log is kept as it was written/],
    ['truncate signed_contracts cascade', /signed contract is kept as it was signed/],
    ['truncate installer_receipts cascade', /installer's receipt is kept as it was signed/],
    ['update price_book_versions set note = $$x$$', /published price book is never changed/],
    ['delete from price_book_versions', /published price book is never changed/],
    ['truncate price_book_versions', /published price book is never changed/],
    ['update state_rule_versions set note = $$x$$', /published state rules are never changed/],
    ['delete from state_rule_versions', /published state rules are never changed/],
    ['truncate state_rule_versions', /published state rules are never changed/],
    ['update price_approvals set discount_cents = 1', /an approval given is never changed/],
    ['delete from price_approvals', /an approval given is never changed/],
    ['truncate price_approvals', /an approval given is never changed/],
    ['update contract_flags set message = $$x$$', /contract_flags is append-only/],
    ['delete from contract_flags', /contract_flags is append-only/],
    ['truncate contract_flags', /contract_flags is append-only/],
    ['update contract_versions set device = $$x$$', /contract_versions is append-only/],
    ['delete from contract_versions', /contract_versions is append-only/],
    ['truncate contract_versions cascade', /contract_versions is append-only/],
  ])('refuses %s', async (statement, reason) => {
    // Drizzle wraps the database's error; its cause carries the trigger's words.
    const error = await database.db.execute(sql.raw(statement)).then(
      () => null,
      (failure: unknown) => failure as Error & { cause?: Error },
    );
    expect(error?.cause?.message ?? error?.message).toMatch(reason);
    expect(await count('audit_log')).toBe(1);
  });
});
