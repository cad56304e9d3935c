// The count of wrong approval codes tried on this device, per agent, in localStorage so that a reload or a second
// tab does not reset it (docs/decisions/055-price-floors.md).
import { afterAttempt, NO_ATTEMPTS, type ApprovalAttempts } from '#domain/approval/approval-attempts';

const attemptsKey = (agentId: string) => `approval-attempts:${agentId}`;

export function readAttempts(agentId: string): ApprovalAttempts {
  try {
    const raw = JSON.parse(
      window.localStorage.getItem(attemptsKey(agentId)) ?? 'null',
    ) as Partial<ApprovalAttempts> | null;
    if (raw && typeof raw.wrong === 'number' && (raw.lockedUntil === null || typeof raw.lockedUntil === 'string'))
      return { wrong: raw.wrong, lockedUntil: raw.lockedUntil };
  } catch {
    // Unreadable or unavailable storage: counted from nothing, as a fresh device would.
  }
  return NO_ATTEMPTS;
}

/** Counts a code tried and answers the count after it. */
export function recordAttempt(agentId: string, right: boolean, now: Date): ApprovalAttempts {
  const next = afterAttempt(readAttempts(agentId), right, now);
  try {
    window.localStorage.setItem(attemptsKey(agentId), JSON.stringify(next));
  } catch {
    // Storage refused: the lock holds for this page only.
  }
  return next;
}
