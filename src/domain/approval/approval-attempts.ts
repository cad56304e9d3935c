// How many wrong approval codes a tablet takes (docs/decisions/055-price-floors.md): after five, it takes none for
// fifteen minutes, so eight digits cannot be guessed at the table; a right code clears the count.
export const WRONG_CODES_ALLOWED = 5;
export const LOCK_MINUTES = 15;

export interface ApprovalAttempts {
  wrong: number;
  /** ISO time until which no code is taken; null when not locked. */
  lockedUntil: string | null;
}

export const NO_ATTEMPTS: ApprovalAttempts = { wrong: 0, lockedUntil: null };

/** The time until which codes are refused, or null when one may be tried now. */
export function lockedUntil(attempts: ApprovalAttempts, now: Date): Date | null {
  if (attempts.lockedUntil === null) return null;
  const until = new Date(attempts.lockedUntil);
  return until.getTime() > now.getTime() ? until : null;
}

/** The count after a code was tried: a right one clears it, the fifth wrong one in a row locks. */
export function afterAttempt(attempts: ApprovalAttempts, right: boolean, now: Date): ApprovalAttempts {
  if (right) return NO_ATTEMPTS;
  const wrong = (lockedUntil(attempts, now) === null && attempts.lockedUntil !== null ? 0 : attempts.wrong) + 1;
  if (wrong < WRONG_CODES_ALLOWED) return { wrong, lockedUntil: null };
  return { wrong: 0, lockedUntil: new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString() };
}
