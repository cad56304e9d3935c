import { describe, expect, it } from 'vitest';
import { afterAttempt, lockedUntil, NO_ATTEMPTS, type ApprovalAttempts } from './approval-attempts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 15, minute));

describe('wrong approval codes', () => {
  it('locks after the fifth wrong code in a row, for fifteen minutes', () => {
    let attempts: ApprovalAttempts = NO_ATTEMPTS;
    for (let tried = 1; tried <= 4; tried++) {
      attempts = afterAttempt(attempts, false, at(tried));
      expect(lockedUntil(attempts, at(tried))).toBeNull();
    }
    attempts = afterAttempt(attempts, false, at(5));
    expect(lockedUntil(attempts, at(5))).toEqual(at(20));
    expect(lockedUntil(attempts, at(19))).toEqual(at(20));
    expect(lockedUntil(attempts, at(20))).toBeNull();
    // After the lock, five more wrong codes are allowed before the next.
    attempts = afterAttempt(attempts, false, at(21));
    expect(attempts).toEqual({ wrong: 1, lockedUntil: null });
  });

  it('clears the count on a right code', () => {
    const three = [1, 2, 3].reduce((attempts, minute) => afterAttempt(attempts, false, at(minute)), NO_ATTEMPTS);
    expect(three.wrong).toBe(3);
    expect(afterAttempt(three, true, at(4))).toEqual(NO_ATTEMPTS);
  });
});
