import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './connection';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';

describe.each(databaseKinds())('the signed contracts of one agent on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('are counted for the daily cap through an index, not by reading every signed contract', async () => {
    // An empty table is cheapest read whole: forbid that, in the connection that explains.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select count(*) from signed_contracts
            where received_by = '00000000-0000-4000-8000-000000000001' and received_at > now() - interval '1 day'`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('signed_contracts_received_by_idx');
  });
});
