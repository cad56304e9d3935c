// Wrong second-factor codes counted per account, whatever the address they come from (docs/decisions/075-office-
// second-factor.md): a few an hour, then the authenticator locks until a recovery code or an admin; each is logged, and
// the person is told at their next sign-in. A wrong code means someone knew the password.
import { and, count, desc, eq, gt, isNull, lt, max } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { secondFactorFailures, sessions, users } from '../db/schema';
import { checkSecondFactor } from './second-factor';

/** Wrong codes one account may be given in an hour before its authenticator locks. */
export const SECOND_FACTOR_FAILURES_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;

export type SecondFactorCheck =
  | { ok: true; by: 'totp' | 'recovery' }
  /** `locked`: the authenticator is locked now (by this failure or before): only a recovery code opens it. */
  | { ok: false; locked: boolean; failuresThisHour: number };

export interface FailureLog {
  warn: (detail: object, message: string) => void;
}

/** Checks a code as checkSecondFactor does, and counts it against the account when it is wrong. */
export async function verifySecondFactor(
  db: AppDatabase,
  { userId, code, ip, now, log }: { userId: string; code: string; ip: string; now: Date; log: FailureLog },
): Promise<SecondFactorCheck> {
  const by = await checkSecondFactor(db, userId, code, now);
  if (by) return { ok: true, by };
  await db.insert(secondFactorFailures).values({ userId, at: now, address: ip });
  const [recent] = await db
    .select({ n: count() })
    .from(secondFactorFailures)
    .where(
      and(eq(secondFactorFailures.userId, userId), gt(secondFactorFailures.at, new Date(now.getTime() - HOUR_MS))),
    );
  const failuresThisHour = recent?.n ?? 0;
  let locked = failuresThisHour >= SECOND_FACTOR_FAILURES_PER_HOUR;
  if (locked) {
    const newlyLocked = await db
      .update(users)
      .set({ totpLockedAt: now })
      .where(and(eq(users.id, userId), isNull(users.totpLockedAt)))
      .returning({ id: users.id });
    if (newlyLocked.length > 0) {
      await recordAudit(db, {
        actorUserId: null,
        actorLabel: 'api',
        action: 'user.second-factor-locked',
        subject: `user:${userId}`,
        before: null,
        after: { failuresThisHour },
        at: now,
      });
    }
  } else {
    const [user] = await db.select({ lockedAt: users.totpLockedAt }).from(users).where(eq(users.id, userId));
    locked = Boolean(user?.lockedAt);
  }
  log.warn({ userId, failuresThisHour, locked }, 'a wrong second-factor code');
  return { ok: false, locked, failuresThisHour };
}

export interface FailuresSince {
  count: number;
  lastAt: string;
}

/**
 * The wrong codes given for this person since their last sign-in, if any, to tell them as they sign in again (read
 * before the new session starts); then forgets those older than the hour the lock counts.
 */
export async function failuresSinceLastSignIn(
  db: AppDatabase,
  userId: string,
  now: Date,
): Promise<FailuresSince | undefined> {
  const [last] = await db
    .select({ at: max(sessions.startedAt) })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const since = last?.at ? new Date(last.at) : new Date(0);
  const rows = await db
    .select({ at: secondFactorFailures.at })
    .from(secondFactorFailures)
    .where(and(eq(secondFactorFailures.userId, userId), gt(secondFactorFailures.at, since)))
    .orderBy(desc(secondFactorFailures.at));
  await db
    .delete(secondFactorFailures)
    .where(
      and(eq(secondFactorFailures.userId, userId), lt(secondFactorFailures.at, new Date(now.getTime() - HOUR_MS))),
    );
  const [newest] = rows;
  return newest ? { count: rows.length, lastAt: newest.at.toISOString() } : undefined;
}
