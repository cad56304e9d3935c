// Refresh tokens: opaque random strings the browser keeps in an httpOnly
// cookie. Only their SHA-256 is stored, so a copy of the database signs
// nobody in. Each use replaces the token with a new one of the same family
// (rotation); a token presented a second time means two parties hold it —
// one of them a thief — so the whole family is revoked and every device of
// that sign-in has to sign in again.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { refreshTokens, users } from '../db/schema';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
const TOKEN_BYTES = 32;
/** Longest user agent kept with a token: enough to recognise a device. */
const USER_AGENT_MAX_LENGTH = 300;

export interface IssuedRefreshToken {
  /** The token itself: goes to the client, never into the database. */
  token: string;
  familyId: string;
  expiresAt: Date;
}

export interface IssueOptions {
  userId: string;
  /** The family to continue; a new sign-in starts a new one. */
  familyId?: string;
  userAgent?: string | undefined;
  now: Date;
}

export type RotateResult =
  | { status: 'rotated'; userId: string; refresh: IssuedRefreshToken }
  /** Unknown, expired, revoked, or its user is gone or disabled. */
  | { status: 'invalid' }
  /** Used before: the family is now revoked. */
  | { status: 'reuse'; userId: string; familyId: string };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Writer = Pick<AppDatabase, 'insert'>;

export async function issueRefreshToken(db: Writer, { userId, familyId, userAgent, now }: IssueOptions): Promise<IssuedRefreshToken> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const family = familyId ?? randomUUID();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
  await db.insert(refreshTokens).values({
    userId,
    familyId: family,
    tokenHash: hashRefreshToken(token),
    createdAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return { token, familyId: family, expiresAt };
}

/**
 * Spends `token` and issues its successor, in one transaction that locks the
 * token's row, so two requests racing with the same token cannot both win:
 * the second finds it used and revokes the family.
 */
export async function rotateRefreshToken(
  db: AppDatabase,
  token: string,
  { now, userAgent }: { now: Date; userAgent?: string | undefined },
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        disabled: users.disabled,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return { status: 'invalid' };
    if (row.usedAt !== null) {
      await revokeFamilyIn(tx, row.familyId, now);
      return { status: 'reuse', userId: row.userId, familyId: row.familyId };
    }
    if (row.disabled) {
      await revokeFamilyIn(tx, row.familyId, now);
      return { status: 'invalid' };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const refresh = await issueRefreshToken(tx, { userId: row.userId, familyId: row.familyId, userAgent, now });
    return { status: 'rotated', userId: row.userId, refresh };
  });
}

/** Sign-out: revokes the family of `token`. Answers false for a token it does not know. */
export async function revokeRefreshTokenFamily(db: AppDatabase, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return false;
  await revokeFamilyIn(db, row.familyId, now);
  return true;
}

/** Every session of a user ends: after a password reset or when the agent is disabled. */
export async function revokeUserRefreshTokens(db: Pick<AppDatabase, 'update'>, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

async function revokeFamilyIn(db: Pick<AppDatabase, 'update'>, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
