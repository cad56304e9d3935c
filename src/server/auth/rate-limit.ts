// Sign-in limits (docs/decisions/008-sign-in-limits.md, amended by 037), counted in the rate_limits table so every
// server instance sees the same numbers. Each limit reserves its count in one atomic upsert before the password is
// checked, so guesses sent at once never slip past it; a sign-in that turns out right gives its reservation back.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { rateLimits } from '../db/schema';

export interface WindowLimit {
  /** The most attempts a window allows. */
  max: number;
  windowSeconds: number;
}

/** Failed sign-ins from one address, whoever they were for: an office of 50 agents behind one router signs in freely. */
export const SIGN_IN_IP_FAILURE_LIMIT: WindowLimit = { max: 20, windowSeconds: 15 * 60 };

/**
 * Failed sign-ins for one email from one address: the first few are free,
 * then each next try waits longer after the last failure. A guesser elsewhere
 * slows down only their own address, never the agent's tablet.
 */
export const SIGN_IN_FAILURE_DELAY = {
  freeFailures: 5,
  firstDelaySeconds: 60,
  longestDelaySeconds: 15 * 60,
  /** Failures older than this are forgotten. */
  memorySeconds: 24 * 60 * 60,
} as const;

export type LimitCheck =
  /** `firstInWindow`: this attempt started a new window. */
  { allowed: true; firstInWindow: boolean } | { allowed: false; retryAfterSeconds: number };

export const ipKey = (ip: string): string => `sign-in:ip:${ip}`;
export const emailAtAddressKey = (email: string, ip: string): string => `sign-in:email-ip:${email}|${ip}`;

const secondsBefore = (now: Date, seconds: number): Date => new Date(now.getTime() - seconds * 1000);
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const secondsUntil = (time: number, now: Date): number => Math.max(1, Math.ceil((time - now.getTime()) / 1000));

/** How long the next try waits after `failures` failures in a row. */
export function delayAfterFailures(failures: number): number {
  const { freeFailures, firstDelaySeconds, longestDelaySeconds } = SIGN_IN_FAILURE_DELAY;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelaySeconds * 2 ** (failures - freeFailures), longestDelaySeconds);
}

/** Counts one attempt under `key` in a fixed window and says whether it is within the limit. */
export async function countAttempt(db: AppDatabase, key: string, limit: WindowLimit, now: Date): Promise<LimitCheck> {
  const expired = sql`${rateLimits.windowStart} <= ${at(secondsBefore(now, limit.windowSeconds))}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${at(now)} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error(`the rate limit counter ${key} was not written`);
  if (row.count <= limit.max) return { allowed: true, firstInWindow: row.count === 1 };
  return {
    allowed: false,
    retryAfterSeconds: secondsUntil(row.windowStart.getTime() + limit.windowSeconds * 1000, now),
  };
}

/** Gives back an attempt counted by countAttempt that turned out not to count (a right password). */
export async function refundAttempt(db: AppDatabase, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

/**
 * Counts one more failure under `key` unless the delay after the failures so
 * far has not passed; `windowStart` holds the time of the last failure. The
 * condition sits in the upsert itself, so concurrent tries wait their turn.
 */
export async function countDelayedAttempt(db: AppDatabase, key: string, now: Date): Promise<LimitCheck> {
  const { freeFailures, firstDelaySeconds, longestDelaySeconds, memorySeconds } = SIGN_IN_FAILURE_DELAY;
  const forgotten = sql`${rateLimits.windowStart} <= ${at(secondsBefore(now, memorySeconds))}`;
  const delay = sql`least(${firstDelaySeconds} * power(2, ${rateLimits.count} - ${freeFailures}), ${longestDelaySeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: at(now),
      },
      setWhere: sql`${rateLimits.count} < ${freeFailures} or ${forgotten}
        or ${at(now)} >= ${rateLimits.windowStart} + make_interval(secs => ${delay})`,
    })
    .returning({ count: rateLimits.count });
  if (row) return { allowed: true, firstInWindow: row.count === 1 };
  const [waiting] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!waiting) return countDelayedAttempt(db, key, now);
  const retryAt = waiting.windowStart.getTime() + delayAfterFailures(waiting.count) * 1000;
  return { allowed: false, retryAfterSeconds: secondsUntil(retryAt, now) };
}

export async function clearAttempts(db: AppDatabase, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters nothing reads again: every limit has forgotten them. */
export async function pruneAttempts(db: AppDatabase, now: Date): Promise<void> {
  const longest = Math.max(SIGN_IN_IP_FAILURE_LIMIT.windowSeconds, SIGN_IN_FAILURE_DELAY.memorySeconds);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, secondsBefore(now, longest)));
}
