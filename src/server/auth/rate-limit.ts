// Sign-in rate limits (docs/decisions/008-sign-in-limits.md): fixed windows
// counted in the rate_limits table, so every server instance sees the same
// numbers. A counter is one row; one atomic upsert both starts a new window
// when the old one has ended and counts the attempt, so concurrent attempts
// never lose a count.
import { eq, lt, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { rateLimits } from '../db/schema';

export interface WindowLimit {
  /** The most attempts a window allows. */
  max: number;
  windowSeconds: number;
}

/** Every sign-in attempt from one address, right or wrong. */
export const SIGN_IN_IP_LIMIT: WindowLimit = { max: 20, windowSeconds: 15 * 60 };
/** Failed sign-ins for one email; a successful sign-in clears them. */
export const SIGN_IN_EMAIL_FAILURE_LIMIT: WindowLimit = { max: 5, windowSeconds: 15 * 60 };

export type LimitCheck =
  /** `firstInWindow`: this attempt started a new window. */
  { allowed: true; firstInWindow: boolean } | { allowed: false; retryAfterSeconds: number };

export const ipKey = (ip: string): string => `sign-in:ip:${ip}`;
export const emailKey = (email: string): string => `sign-in:email:${email}`;

const windowCutoff = (limit: WindowLimit, now: Date): Date => new Date(now.getTime() - limit.windowSeconds * 1000);
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

function check(limit: WindowLimit, count: number, windowStart: Date, now: Date): LimitCheck {
  if (count <= limit.max) return { allowed: true, firstInWindow: count === 1 };
  const endsAt = windowStart.getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Counts one attempt under `key` and says whether it is within the limit. */
export async function countAttempt(db: AppDatabase, key: string, limit: WindowLimit, now: Date): Promise<LimitCheck> {
  const expired = sql`${rateLimits.windowStart} <= ${at(windowCutoff(limit, now))}`;
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
  return check(limit, row.count, row.windowStart, now);
}

export async function clearAttempts(db: AppDatabase, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops counters whose window ended longer ago than the longest limit: nothing reads them again. */
export async function pruneAttempts(db: AppDatabase, now: Date): Promise<void> {
  const longest = Math.max(SIGN_IN_IP_LIMIT.windowSeconds, SIGN_IN_EMAIL_FAILURE_LIMIT.windowSeconds);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, windowCutoff({ max: 0, windowSeconds: longest }, now)));
}
