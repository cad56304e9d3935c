// The cloud search counts exactly what an agent pages through, and no
// further than ten pages past the page asked for
// (docs/decisions/033-search-at-a-million-contracts.md).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { COUNT_AHEAD, escapeLike, searchContracts, searchStatements, type ContractSearchPage } from './contract-search';

describe('escapeLike', () => {
  it('makes %, _ and \\ match only themselves', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('the statements of a search', () => {
  it('are one statement per filter shape, built once, what was typed going only as a value', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const kow = searchStatements(database.db, { last: 'kow', page: 1 });
      const brien = searchStatements(database.db, { last: "O'Brien 100%", page: 4 });
      expect(brien.page.text).toBe(kow.page.text);
      expect(kow.page.text).not.toContain('kow');
      expect(brien.page.values).toEqual(["O'Brien 100\\%", 31 + COUNT_AHEAD, "O'Brien 100\\%", 10, 30]);
      const both = searchStatements(database.db, { last: 'kow', description: 'attic', page: 1 });
      const neither = searchStatements(database.db, { page: 1 });
      expect(new Set([kow.page.text, both.page.text, neither.page.text, kow.count.text]).size).toBe(4);
    } finally {
      await database.dispose();
    }
  });
});

describe.each(databaseKinds())('the count of a search on %s', (kind) => {
  const KOWALSKIS = 130;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // 130 Kowalskis and 20 Nowaks, one a minute: the higher the number, the newer the sync.
    await database.db.execute(sql`insert into customers (id, last, name)
      select 'c-' || i, case when i <= ${KOWALSKIS} then 'Kowalski' else 'Nowak' end, ''
      from generate_series(1, 150) as i`);
    await database.db.execute(sql`insert into contracts (legacy_id, created_at, modified_at, synced_at, customer_id,
        description, total, discount, coupon_pct, coupon_amt, deposit, net_due, area_total, version, content_hash)
      select 'K' || lpad(i::text, 11, '0'), now(), now(), timestamptz '2026-11-01T00:00:00Z' + i * interval '1 minute',
        'c-' || i, 'Attic ' || i, 1000, 0, 0, 0, 0, 1000, 0, 1, 'h'
      from generate_series(1, 150) as i`);
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  const ids = (page: ContractSearchPage) =>
    page.summaries.map((summary) => (JSON.parse(summary) as { ContractId: string }).ContractId);

  it('says "more than" ten pages ahead of the first page, and still lists the newest first', async () => {
    const first = await searchContracts(database.db, { last: 'kow', page: 1 });
    expect(first).toMatchObject({ total: COUNT_AHEAD, totalCapped: true, page: 1, size: 10 });
    expect(ids(first)).toEqual(Array.from({ length: 10 }, (_, i) => `K${String(KOWALSKIS - i).padStart(11, '0')}`));
  });

  it('counts exactly once the last match is within ten pages of the page asked for', async () => {
    const fifth = await searchContracts(database.db, { last: 'KOW', page: 5 });
    expect(fifth).toMatchObject({ total: KOWALSKIS, totalCapped: false });
    expect(ids(fifth)[0]).toBe('K00000000090');
    expect(await searchContracts(database.db, { last: 'nowak', page: 1 })).toMatchObject({
      total: 20,
      totalCapped: false,
    });
  });

  it('counts a page past the last match on its own', async () => {
    expect(await searchContracts(database.db, { last: 'kow', page: 14 })).toMatchObject({
      summaries: [],
      total: KOWALSKIS,
      totalCapped: false,
    });
    expect(await searchContracts(database.db, { page: 9007199254740991 })).toMatchObject({
      summaries: [],
      total: COUNT_AHEAD,
      totalCapped: true,
    });
  });

  it('follows a contract synced again and a customer renamed, whatever wrote them', async () => {
    await database.db.execute(sql`update contracts set synced_at = timestamptz '2026-12-01T00:00:00Z',
      description = 'Crawlspace 3' where legacy_id = 'K00000000003'`);
    await database.db.execute(sql`update customers set last = 'Nowakowski' where id = 'c-3'`);
    expect(ids(await searchContracts(database.db, { description: 'CRAWL', page: 1 }))).toEqual(['K00000000003']);
    const nowak = await searchContracts(database.db, { last: 'nowak', page: 1 });
    expect(nowak.total).toBe(21);
    // Synced last of all: the first of every list.
    expect(ids(nowak)[0]).toBe('K00000000003');
  });

  it('filters on both fields, case-insensitively', async () => {
    expect(await searchContracts(database.db, { last: 'NOW', description: 'attic 14', page: 1 })).toMatchObject({
      total: 10,
      totalCapped: false,
    });
  });
});
