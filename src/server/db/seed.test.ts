import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './connection';
import { DEMO_AGENT, retireDemoAgent, seedDatabase } from './seed';
import { setPassword } from '../auth/users';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { verifyPassword } from '../auth/passwords';

async function counts(database: TestDatabase) {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`select
    (select count(*)::int from users) as users, (select count(*)::int from agents) as agents,
    (select count(*)::int from workscopes) as scopes, (select count(*)::int from workscope_calculations) as calculations,
    (select count(*)::int from workscope_cats) as categories, (select count(*)::int from financing_options) as plans`,
  );
  return row;
}

describe.each(databaseKinds())('seeding on %s', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
  });

  it('creates the catalogue, the six plans and the demo agent, and can be repeated', async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    await seedDatabase(database.db, { demo: true });
    expect(await counts(database)).toEqual({
      users: 1,
      agents: 1,
      scopes: 61,
      calculations: 77,
      categories: 11,
      plans: 6,
    });
    const [agent] = await queryRows<{
      email: string;
      first: string;
      last: string;
      role: string;
      password_hash: string;
    }>(
      database.db,
      sql`select u.email, u.password_hash, a.first, a.last, a.role from users u join agents a on a.user_id = u.id`,
    );
    expect(agent).toMatchObject({ email: 'agent@example.com', first: 'Jane', last: 'Demo', role: 'agent' });
    expect(agent!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(agent!.password_hash, DEMO_AGENT.password)).toBe(true);
  });

  it('leaves the demo agent out when SEED_DEMO is false, and keeps an imported catalogue', async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: false });
    await database.db.execute(sql`update workscopes set name = 'Renamed by an import' where wsid = 'A1-01'`);
    await seedDatabase(database.db, { demo: false });
    expect(await counts(database)).toMatchObject({ users: 0, scopes: 61 });
    const [scope] = await queryRows<{ name: string }>(
      database.db,
      sql`select name from workscopes where wsid = 'A1-01'`,
    );
    expect(scope!.name).toBe('Renamed by an import');
  });

  it('disables a demo agent left with its published password at a production start, and leaves a changed one alone', async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, { demo: true });
    const disabled = async () =>
      (
        await queryRows<{ disabled: boolean }>(
          database!.db,
          sql`select disabled from users where email = ${DEMO_AGENT.email}`,
        )
      )[0]!.disabled;
    expect(await retireDemoAgent(database.db, new Date())).toBe(true);
    expect(await disabled()).toBe(true);
    expect(await retireDemoAgent(database.db, new Date())).toBe(false);

    // A demo account someone made their own (a new password) is theirs: left as it is.
    await database.db.execute(sql`update users set disabled = false where email = ${DEMO_AGENT.email}`);
    const [user] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from users where email = ${DEMO_AGENT.email}`,
    );
    await setPassword(database.db, { id: user!.id, email: DEMO_AGENT.email }, 'a private password of its own');
    expect(await retireDemoAgent(database.db, new Date())).toBe(false);
    expect(await disabled()).toBe(false);
  });
});
