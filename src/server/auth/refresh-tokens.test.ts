import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../db/schema';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database';
import {
  hashRefreshToken,
  issueRefreshToken,
  REFRESH_GRACE_SECONDS,
  REFRESH_TOKEN_SECONDS,
  refreshSuccessorKey,
  revokeRefreshTokenFamily,
  revokeUserRefreshTokens,
  rotateRefreshToken as rotateWithKey,
} from './refresh-tokens';
import { createAgent, setDisabled } from './users';

const now = new Date('2026-05-04T10:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const successorKey = refreshSuccessorKey('test-cookie-secret-that-is-long-enough-0123456');
const rotateRefreshToken = (db: TestDatabase['db'], token: string, options: { now: Date }) =>
  rotateWithKey(db, token, { ...options, successorKey });

describe.each(databaseKinds())('refresh tokens on %s', (kind) => {
  let database: TestDatabase;
  let userId: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    userId = await createAgent(database.db, {
      email: 'rt@example.com',
      password: 'rt-password-oak',
      first: 'R',
      last: 'T',
    });
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('issues a random 32-byte token, stores its hash, and lives 30 days', async () => {
    const issued = await issueRefreshToken(database.db, { userId, now, userAgent: 'x'.repeat(1000) });
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.expiresAt.getTime() - now.getTime()).toBe(REFRESH_TOKEN_SECONDS * 1000);
    const [row] = await database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(issued.token)));
    expect(row).toMatchObject({ userId, familyId: issued.familyId, usedAt: null, revokedAt: null });
    expect(row?.userAgent).toHaveLength(300);
  });

  it('rotates within the family, and treats a second use as reuse', async () => {
    const first = await issueRefreshToken(database.db, { userId, now });
    const rotated = await rotateRefreshToken(database.db, first.token, { now: later(60) });
    expect(rotated.status).toBe('rotated');
    if (rotated.status !== 'rotated') return;
    expect(rotated.refresh.familyId).toBe(first.familyId);
    expect(rotated.refresh.token).not.toBe(first.token);

    // Used again once the grace window is over: a real reuse.
    const reusedAt = later(60 + REFRESH_GRACE_SECONDS);
    expect(await rotateRefreshToken(database.db, first.token, { now: reusedAt })).toEqual({
      status: 'reuse',
      userId,
      familyId: first.familyId,
    });
    const family = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, first.familyId));
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt?.getTime() === reusedAt.getTime())).toBe(true);
    expect(await rotateRefreshToken(database.db, rotated.refresh.token, { now: later(180) })).toEqual({
      status: 'invalid',
    });
    // Once revoked, the old token is merely invalid.
    expect(await rotateRefreshToken(database.db, first.token, { now: later(240) })).toEqual({ status: 'invalid' });
  });

  it('answers a spent token within the grace window with the same successor, which stays usable', async () => {
    expect(REFRESH_GRACE_SECONDS).toBe(60);
    const first = await issueRefreshToken(database.db, { userId, now });
    const rotated = await rotateRefreshToken(database.db, first.token, { now: later(10) });
    if (rotated.status !== 'rotated') throw new Error(rotated.status);
    // The answer was lost; the client tries again with the token it still has.
    const again = await rotateRefreshToken(database.db, first.token, { now: later(10 + REFRESH_GRACE_SECONDS - 1) });
    expect(again).toMatchObject({
      status: 'rotated',
      userId,
      refresh: { token: rotated.refresh.token, familyId: first.familyId },
    });
    const family = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, first.familyId));
    // No second successor, nothing revoked, and the successor is stored as a hash only.
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt === null)).toBe(true);
    expect(family.some((row) => row.tokenHash === hashRefreshToken(rotated.refresh.token))).toBe(true);
    expect(family.some((row) => row.tokenHash === rotated.refresh.token)).toBe(false);
    const next = await rotateRefreshToken(database.db, rotated.refresh.token, { now: later(80) });
    expect(next.status).toBe('rotated');
  });

  it('treats a spent token as reuse once its successor has been used, even within the window', async () => {
    const first = await issueRefreshToken(database.db, { userId, now });
    const rotated = await rotateRefreshToken(database.db, first.token, { now: later(1) });
    if (rotated.status !== 'rotated') throw new Error(rotated.status);
    expect((await rotateRefreshToken(database.db, rotated.refresh.token, { now: later(2) })).status).toBe('rotated');
    expect(await rotateRefreshToken(database.db, first.token, { now: later(3) })).toEqual({
      status: 'reuse',
      userId,
      familyId: first.familyId,
    });
    const family = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, first.familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('gives a different successor under another secret, so the successor cannot be guessed without it', async () => {
    const first = await issueRefreshToken(database.db, { userId, now });
    const rotated = await rotateRefreshToken(database.db, first.token, { now: later(1) });
    if (rotated.status !== 'rotated') throw new Error(rotated.status);
    // A retry that reaches a server with another secret cannot find the successor: it counts as reuse.
    const otherKey = refreshSuccessorKey('another-cookie-secret-that-is-long-enough-42');
    expect((await rotateWithKey(database.db, first.token, { now: later(2), successorKey: otherKey })).status).toBe(
      'reuse',
    );
  });

  it('answers invalid for an unknown or expired token', async () => {
    expect(await rotateRefreshToken(database.db, 'nope', { now })).toEqual({ status: 'invalid' });
    const issued = await issueRefreshToken(database.db, { userId, now });
    expect(await rotateRefreshToken(database.db, issued.token, { now: later(REFRESH_TOKEN_SECONDS) })).toEqual({
      status: 'invalid',
    });
  });

  it('revokes a family at sign-out and every token of a user', async () => {
    const a = await issueRefreshToken(database.db, { userId, now });
    const b = await issueRefreshToken(database.db, { userId, now });
    expect(await revokeRefreshTokenFamily(database.db, a.token, now)).toBe(true);
    expect(await revokeRefreshTokenFamily(database.db, 'unknown', now)).toBe(false);
    expect((await rotateRefreshToken(database.db, a.token, { now })).status).toBe('invalid');
    const c = await issueRefreshToken(database.db, { userId, now });
    await revokeUserRefreshTokens(database.db, userId, now);
    expect((await rotateRefreshToken(database.db, b.token, { now })).status).toBe('invalid');
    expect((await rotateRefreshToken(database.db, c.token, { now })).status).toBe('invalid');
  });

  it('refuses and revokes the tokens of a disabled user', async () => {
    const issued = await issueRefreshToken(database.db, { userId, now });
    await setDisabled(database.db, userId, true);
    try {
      expect(await rotateRefreshToken(database.db, issued.token, { now })).toEqual({ status: 'invalid' });
    } finally {
      await setDisabled(database.db, userId, false);
    }
    expect(await rotateRefreshToken(database.db, issued.token, { now })).toEqual({ status: 'invalid' });
  });
});
