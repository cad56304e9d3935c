import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import { clearAttempts, countAttempt, pruneAttempts, type WindowLimit } from './rate-limit';

const limit: WindowLimit = { max: 3, windowSeconds: 60 };
const start = new Date('2026-05-04T10:00:00.000Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe.each(databaseKinds())('sign-in counters on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('allows max attempts in a window, then says how long to wait', async () => {
    expect(await countAttempt(database.db, 'k', limit, start)).toEqual({ allowed: true, firstInWindow: true });
    expect(await countAttempt(database.db, 'k', limit, later(10))).toEqual({ allowed: true, firstInWindow: false });
    expect(await countAttempt(database.db, 'k', limit, later(20))).toEqual({ allowed: true, firstInWindow: false });
    expect(await countAttempt(database.db, 'k', limit, later(45))).toEqual({ allowed: false, retryAfterSeconds: 15 });
    // A blocked attempt does not move the window.
    expect(await countAttempt(database.db, 'k', limit, later(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await countAttempt(database.db, 'k', limit, later(60))).toEqual({ allowed: true, firstInWindow: true });
  });

  it('keeps counters apart by key', async () => {
    for (let i = 0; i < 3; i += 1) await countAttempt(database.db, 'a', limit, start);
    expect((await countAttempt(database.db, 'a', limit, start)).allowed).toBe(false);
    expect((await countAttempt(database.db, 'b', limit, start)).allowed).toBe(true);
  });

  it('counts every one of many concurrent attempts', async () => {
    await Promise.all(
      Array.from({ length: 12 }, () => countAttempt(database.db, 'busy', { max: 100, windowSeconds: 60 }, start)),
    );
    const [row] = await database.db.select().from(rateLimits);
    expect(row).toMatchObject({ key: 'busy', count: 12 });
    expect(row?.windowStart.toISOString()).toBe(start.toISOString());
  });

  it('forgets a counter when cleared', async () => {
    for (let i = 0; i < 2; i += 1) await countAttempt(database.db, 'p', limit, start);
    await clearAttempts(database.db, 'p');
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });

  it('prunes counters whose window ended long ago', async () => {
    await countAttempt(database.db, 'old', limit, start);
    await countAttempt(database.db, 'recent', limit, later(20 * 60));
    await pruneAttempts(database.db, later(20 * 60));
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['recent']);
  });
});
