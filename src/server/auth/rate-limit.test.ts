import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import {
  clearAttempts,
  countAttempt,
  countDelayedAttempt,
  pruneAttempts,
  refundAttempt,
  type WindowLimit,
} from './rate-limit';

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

  it('gives back a counted attempt', async () => {
    for (let i = 0; i < 3; i += 1) await countAttempt(database.db, 'r', limit, start);
    await refundAttempt(database.db, 'r');
    expect(await countAttempt(database.db, 'r', limit, later(1))).toEqual({ allowed: true, firstInWindow: false });
  });

  it('lets five failures through, then waits a minute after the last one before the next', async () => {
    for (let i = 0; i < 5; i += 1) expect((await countDelayedAttempt(database.db, 'd', later(i))).allowed).toBe(true);
    expect(await countDelayedAttempt(database.db, 'd', later(30))).toEqual({ allowed: false, retryAfterSeconds: 34 });
    expect(await countDelayedAttempt(database.db, 'd', later(64))).toEqual({ allowed: true, firstInWindow: false });
    expect(await countDelayedAttempt(database.db, 'd', later(65))).toEqual({ allowed: false, retryAfterSeconds: 119 });
  });

  it('lets exactly five of many concurrent failures through', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => countDelayedAttempt(database.db, 'c', start)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });

  it('prunes counters nothing reads again: a day after their last attempt', async () => {
    await countAttempt(database.db, 'old', limit, start);
    await countAttempt(database.db, 'recent', limit, later(20 * 60));
    await pruneAttempts(database.db, later(24 * 60 * 60 + 60));
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['recent']);
  });
});
