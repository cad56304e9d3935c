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

  it('0005 copies every stored contract into the search table, lower-cased, and the search finds it', async () => {
    const database = await rawDatabase(kind);
    try {
      const before = ['0000_pg-trgm', '0001_initial', '0002_contract-versions', '0003_financing-terms'];
      for (const tag of [...before, '0004_signed-contracts']) await migrate(database, tag);
      await database.query(`insert into customers (id, last) values ('c-1', 'Kowalski'), ('c-2', 'NOWAK')`);
      await database.query(`insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, description,
        total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
        values ('K7Q2M9X4B1ZP', now(), now(), '2026-11-20T15:00:00Z', 'c-1', 'Attic Top-Up', 1000, 0, 0, 0, 0, 1000, 0, 2, 'h1'),
               ('K7Q2M9X4B1ZQ', now(), now(), '2026-11-21T15:00:00Z', 'c-2', 'Crawlspace', 0, 0, 0, 0, 0, 0, 0, 1, 'h2')`);

      await migrate(database, '0005_contract-search');

      const rows = await database.query<{ legacy_id: string; synced_at: Date; last: string; description: string }>(
        `select c.legacy_id, s.synced_at, s.last, s.description
         from contract_search s join contracts c on c.id = s.contract_id order by c.legacy_id`,
      );
      expect(rows.map((row) => ({ ...row, synced_at: new Date(row.synced_at).toISOString() }))).toEqual([
        {
          legacy_id: 'K7Q2M9X4B1ZP',
          synced_at: '2026-11-20T15:00:00.000Z',
          last: 'kowalski',
          description: 'attic top-up',
        },
        { legacy_id: 'K7Q2M9X4B1ZQ', synced_at: '2026-11-21T15:00:00.000Z', last: 'nowak', description: 'crawlspace' },
      ]);
      const indexes = await database.query<{ indexname: string }>(
        `select indexname from pg_indexes where tablename in ('contracts', 'customers', 'contract_search')
         and indexname like '%trgm%' order by indexname`,
      );
      expect(indexes.map((index) => index.indexname)).toEqual([
        'contract_search_description_trgm_idx',
        'contract_search_last_trgm_idx',
      ]);
    } finally {
      await database.close();
    }
  });

  it('0006 keeps every search row, with no summary yet, and counts from the order index alone', async () => {
    const database = await rawDatabase(kind);
    try {
      const before = ['0000_pg-trgm', '0001_initial', '0002_contract-versions', '0003_financing-terms'];
      for (const tag of [...before, '0004_signed-contracts', '0005_contract-search']) await migrate(database, tag);
      await database.query(`insert into customers (id, last) values ('c-1', 'Kowalski')`);
      await database.query(`insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id, description,
        total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
        values ('K7Q2M9X4B1ZP', now(), now(), '2026-11-20T15:00:00Z', 'c-1', 'Attic Top-Up', 1000, 0, 0, 0, 0, 1000, 0, 2, 'h1')`);

      await migrate(database, '0006_contract-search-summaries');

      expect(
        await database.query(`select last, description, summary, summary_format, changes from contract_search`),
      ).toEqual([{ last: 'kowalski', description: 'attic top-up', summary: null, summary_format: null, changes: 0 }]);
      const [order] = await database.query<{ indexdef: string }>(
        `select indexdef from pg_indexes where indexname = 'contract_search_newest_idx'`,
      );
      expect(order!.indexdef).toContain('INCLUDE (last, description)');
      // The triggers of 0005 now clear the summary they outdate.
      await database.query(`update contract_search set summary = '{}', summary_format = 1`);
      await database.query(`update customers set last = 'Nowak' where id = 'c-1'`);
      expect(await database.query(`select last, summary, changes from contract_search`)).toEqual([
        { last: 'nowak', summary: null, changes: 1 },
      ]);
    } finally {
      await database.close();
    }
  });
});
