// Refresh tokens: kept by the browser in an httpOnly cookie, stored only as SHA-256 so a copy of the database signs
// nobody in. Each use rotates to a successor derived by HMAC from the token, so a retry within REFRESH_GRACE_SECONDS
// gets the same one; a spent token seen later means two parties hold it (one perhaps a thief): its family is revoked.
import { createHash, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { agents, refreshTokens, sessions, users } from '../db/schema';

/** A session unused this long ends: an agent away for up to a month still syncs without a password. */
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/**
 * However it is used, a session ends this long after its sign-in
 * (docs/security.md): a stolen refresh token is of use for this long at most,
 * and an agent types the password about every two months.
 */
export const SESSION_MAX_SECONDS = 60 * 24 * 60 * 60;
/**
 * How long a spent token still answers with its successor: long enough for a
 * retry after a lost answer or a second tab, short enough that a stolen copy
 * is of little use.
 */
export const REFRESH_GRACE_SECONDS = 60;
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
  /** A new sign-in that gave its second factor. */
  secondFactor?: boolean;
}

export type RotateResult =
  /** `repeated`: a spent token within the grace window, answered with the successor it already had. */
  | { status: 'rotated'; userId: string; refresh: IssuedRefreshToken; repeated: boolean }
  /** Unknown, expired, revoked, or its user is gone or disabled. */
  | { status: 'invalid' }
  /** Used before, past the grace window or after its successor: the family is now revoked. */
  | { status: 'reuse'; userId: string; familyId: string };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The key successors are derived with; its own key, so the cookie secret signs nothing else by it. */
export function refreshSuccessorKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'contract-builder refresh-token successor', 32));
}

/** The token that replaces `token`: the same 43 base64url characters as a random one. */
function successorOf(key: Buffer, token: string): string {
  return createHmac('sha256', key).update(token, 'utf8').digest('base64url');
}

type Writer = Pick<AppDatabase, 'insert'>;

/** Whether a session begun at `startedAt` has reached its absolute end. */
export function sessionOutlived(startedAt: Date, now: Date): boolean {
  return now.getTime() - startedAt.getTime() >= SESSION_MAX_SECONDS * 1000;
}

export async function issueRefreshToken(db: Writer, options: IssueOptions): Promise<IssuedRefreshToken> {
  return storeRefreshToken(db, randomBytes(TOKEN_BYTES).toString('base64url'), options);
}

async function storeRefreshToken(
  db: Writer,
  token: string,
  { userId, familyId, userAgent, now, secondFactor = false }: IssueOptions,
): Promise<IssuedRefreshToken> {
  const family = familyId ?? randomUUID();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000);
  if (!familyId) {
    await db.insert(sessions).values({ id: family, userId, startedAt: now, secondFactorAt: secondFactor ? now : null });
  }
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

export interface RotateOptions {
  now: Date;
  userAgent?: string | undefined;
  /** refreshSuccessorKey(COOKIE_SECRET), made once. */
  successorKey: Buffer;
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/**
 * Spends `token` and issues its successor, in one transaction that locks the
 * token's row, so two requests racing with the same token are answered one
 * after the other: the second, within the grace window, gets the same
 * successor.
 */
export async function rotateRefreshToken(
  db: AppDatabase,
  token: string,
  { now, userAgent, successorKey }: RotateOptions,
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
        startedAt: sessions.startedAt,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update', { of: refreshTokens });
    if (!row || row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return { status: 'invalid' };
    if (sessionOutlived(row.startedAt, now)) {
      await revokeFamilyIn(tx, row.familyId, now);
      return { status: 'invalid' };
    }
    const successor = successorOf(successorKey, token);
    if (row.usedAt !== null) {
      const inGrace = now.getTime() - row.usedAt.getTime() < REFRESH_GRACE_SECONDS * 1000;
      const unused = inGrace ? await unusedSuccessor(tx, successor, row.familyId, now) : undefined;
      if (!unused) {
        await revokeFamilyIn(tx, row.familyId, now);
        return { status: 'reuse', userId: row.userId, familyId: row.familyId };
      }
      if (row.disabled) {
        await revokeFamilyIn(tx, row.familyId, now);
        return { status: 'invalid' };
      }
      return {
        status: 'rotated',
        userId: row.userId,
        refresh: { token: successor, familyId: row.familyId, expiresAt: unused.expiresAt },
        repeated: true,
      };
    }
    if (row.disabled) {
      await revokeFamilyIn(tx, row.familyId, now);
      return { status: 'invalid' };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const refresh = await storeRefreshToken(tx, successor, {
      userId: row.userId,
      familyId: row.familyId,
      userAgent,
      now,
    });
    return { status: 'rotated', userId: row.userId, refresh, repeated: false };
  });
}

/**
 * The successor of a spent token when nobody has used it yet, locked until
 * the answer is given. Not found: used, revoked, or derived under another
 * secret (or issued before successors were derived) — the caller treats that
 * as reuse.
 */
async function unusedSuccessor(
  tx: Transaction,
  successor: string,
  familyId: string,
  now: Date,
): Promise<{ expiresAt: Date } | undefined> {
  const [row] = await tx
    .select({
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(successor)))
    .for('update');
  if (!row || row.familyId !== familyId || row.usedAt !== null || row.revokedAt !== null) return undefined;
  if (row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { expiresAt: row.expiresAt };
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

/**
 * Every session of a user ends: after a password reset or when the agent is disabled. Their approval key changes too,
 * so a key taken from a lost tablet approves nothing new (docs/decisions/055-price-floors.md).
 */
export async function revokeUserRefreshTokens(
  db: Pick<AppDatabase, 'update'>,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .update(agents)
    .set({ approvalKeyVersion: sql`${agents.approvalKeyVersion} + 1` })
    .where(eq(agents.userId, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Ends one session: its refresh tokens refuse, and so do its access tokens (session-check.ts). */
async function revokeFamilyIn(db: Pick<AppDatabase, 'update'>, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
}

/**
 * Forgets a user's refresh tokens that can no longer be used: expired ones,
 * and those of sessions that ended over a day ago (a day in which a stolen
 * spent token still shows as reuse). Run at each sign-in of that user.
 */
export async function pruneSpentTokens(db: Pick<AppDatabase, 'delete'>, userId: string, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, userId),
        or(
          lt(refreshTokens.expiresAt, now),
          and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo)),
        ),
      ),
    );
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lt(sessions.revokedAt, dayAgo),
          lt(sessions.startedAt, new Date(now.getTime() - SESSION_MAX_SECONDS * 1000 - 24 * 60 * 60 * 1000)),
        ),
      ),
    );
}
