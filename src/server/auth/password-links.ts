// One-time set-password links (docs/decisions/048-set-password-links.md): the office gives a new person (or one who
// forgot) a link instead of a password it would have to pass on. Only the token's SHA-256 is stored; a link works
// once, for LINK_HOURS, and a newer link for the same person ends the older ones.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { passwordLinks, users } from '../db/schema';
import { newPasswordProblem } from './new-password';
import { revokeUserRefreshTokens } from './refresh-tokens';
import { setPassword } from './users';

export const LINK_HOURS = 72;

export const LINK_NOT_VALID =
  'This link does not work any more: it was used, a newer one was made, or it is older than 3 days. ' +
  'Ask the office for a new one.';

export interface PasswordLink {
  /** Where the person goes: the token rides in the fragment, which no server log or Referer carries. */
  path: string;
  expiresAt: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for `userId`, ending every older one; written in `db` (the caller's transaction, with its audit row). */
export async function makePasswordLink(
  db: AppDatabase,
  userId: string,
  createdBy: string | null,
  now: Date,
): Promise<PasswordLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LINK_HOURS * 3_600_000);
  await db
    .update(passwordLinks)
    .set({ endedAt: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.endedAt)));
  await db.insert(passwordLinks).values({ tokenHash: hashOf(token), userId, createdAt: now, createdBy, expiresAt });
  return { path: `/set-password#${token}`, expiresAt: expiresAt.toISOString() };
}

export type LinkUse = { status: 'set'; email: string } | { status: 'refused'; message: string };

/** Sets the password a link was made for: once, before it expires, for a person who may sign in. */
export async function usePasswordLink(db: AppDatabase, token: string, password: string, now: Date): Promise<LinkUse> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ userId: passwordLinks.userId, expiresAt: passwordLinks.expiresAt, endedAt: passwordLinks.endedAt })
      .from(passwordLinks)
      .where(eq(passwordLinks.tokenHash, hashOf(token)))
      .for('update');
    if (!link || link.endedAt !== null || link.expiresAt <= now) return { status: 'refused', message: LINK_NOT_VALID };
    const [user] = await tx
      .select({ id: users.id, email: users.email, disabled: users.disabled })
      .from(users)
      .where(eq(users.id, link.userId));
    if (!user || user.disabled) return { status: 'refused', message: LINK_NOT_VALID };
    const problem = newPasswordProblem(password, user.email);
    if (problem) return { status: 'refused', message: problem };
    await setPassword(tx, user, password);
    await revokeUserRefreshTokens(tx, user.id, now);
    await tx
      .update(passwordLinks)
      .set({ endedAt: now })
      .where(eq(passwordLinks.tokenHash, hashOf(token)));
    await recordAudit(tx, {
      actorUserId: user.id,
      actorLabel: 'api',
      action: 'user.password-by-link',
      subject: `user:${user.id}`,
      before: null,
      after: { signedOutEverywhere: true },
      at: now,
    });
    return { status: 'set', email: user.email };
  });
}
