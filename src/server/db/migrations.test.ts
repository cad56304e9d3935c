// A migration that changes rows already in a database: run the migrations
// before it by hand, put rows in as the older code wrote them, then run it
// and look at what it made of them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './connection';
import { createEmptyPostgresDatabase, databaseKinds } from '../testing/test-database';

interface RawDatabase {
  query: <Row>(text: string) => Promise<Row[]>;
  close: () => Promise<void>;
}

async function rawDatabase(kind: 'pglite' | 'postgres'): Promise<RawDatabase> {
  if (kind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return {
      query: async <Row>(text: string) => (await client.query<Row>(text)).rows,
      close: () => client.close(),
    };
  }
  const empty = await createEmptyPostgresDatabase();
  const client = new pg.Client({ connectionString: empty.url });
  await client.connect();
  return {
    query: async <Row>(text: string) => (await client.query(text)).rows as Row[],
    close: async () => {
      await client.end();
      await empty.drop();
    },
  };
}

async function migrate(database: RawDatabase, tag: string): Promise<void> {
  const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim() !== '') await database.query(statement);
  }
}

describe.each(databaseKinds())('migrations of existing rows on %s', (kind) => {
  it("0003 gives every contract already stored the terms of today's financing plans", async () => {
    const database = await rawDatabase(kind);
    try {
      for (const tag of ['0000_pg-trgm', '0001_initial', '0002_contract-versions']) await migrate(database, tag);
      await database.query(`insert into financing_options (id, code, term, apr, visible) values
        (1, 'DEL2699', 12, 0, false), (4, 'DEL2659', 60, 6.99, false), (5, 'DEL2689', 60, 8.99, true)`);
      await database.query(`insert into customers (id, last) values ('c-1', 'Kowalski'), ('c-2', 'Nowak')`);
      await database.query(`insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, total, discount,
        coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash, financing_id, active_financing_ids)
        values ('K7Q2M9X4B1ZP', now(), now(), now(), 'c-1', 1000, 0, 0, 0, 0, 1000, 0, 2, 'h1', 5, '{5}'),
               ('K7Q2M9X4B1ZQ', now(), now(), now(), 'c-2', 0, 0, 0, 0, 0, 0, 0, 1, 'h2', null, '{}')`);

      await migrate(database, '0003_financing-terms');

      const rows = await database.query<{ legacy_id: string; financing_terms: unknown }>(
        'select legacy_id, financing_terms from contracts order by legacy_id',
      );
      const terms = [
        { id: 1, code: 'DEL2699', term: 12, apr: 0, visible: false },
        { id: 4, code: 'DEL2659', term: 60, apr: 6.99, visible: false },
        { id: 5, code: 'DEL2689', term: 60, apr: 8.99, visible: true },
      ];
      expect(rows).toEqual([
        { legacy_id: 'K7Q2M9X4B1ZP', financing_terms: terms },
        { legacy_id: 'K7Q2M9X4B1ZQ', financing_terms: terms },
      ]);
    } finally {
      await database.close();
    }
  });
});
