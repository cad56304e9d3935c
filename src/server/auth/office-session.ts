// How long the office console trusts a session's second factor (docs/decisions/075-office-second-factor.md): a
// manager's or admin's session gives it at sign-in, again after 12 hours, and again after 30 minutes without an
// office call. The agent's tablet keeps its own lifetimes: only the office's routes ask.
export const OFFICE_SECOND_FACTOR_HOURS = 12;
export const OFFICE_IDLE_MINUTES = 30;

export type OfficeSession =
  | { kind: 'open' }
  /** No second factor in this session: set one up (not enrolled) or sign in with it. */
  | { kind: 'not-given' }
  | { kind: 'expired' }
  | { kind: 'idle' };

export function officeSession(
  session: { secondFactorAt: Date | null; officeAt: Date | null },
  now: Date,
): OfficeSession {
  if (session.secondFactorAt === null) return { kind: 'not-given' };
  if (now.getTime() - session.secondFactorAt.getTime() > OFFICE_SECOND_FACTOR_HOURS * 3_600_000) {
    return { kind: 'expired' };
  }
  const lastActive = Math.max(session.secondFactorAt.getTime(), session.officeAt?.getTime() ?? 0);
  if (now.getTime() - lastActive > OFFICE_IDLE_MINUTES * 60_000) return { kind: 'idle' };
  return { kind: 'open' };
}

export const OFFICE_SESSION_MESSAGES: Record<Exclude<OfficeSession['kind'], 'open'>, string> = {
  'not-given':
    'The office console opens after a second factor: set up your authenticator app, or enter its code to continue.',
  expired: `It is more than ${OFFICE_SECOND_FACTOR_HOURS} hours since this session gave its code: enter the code from your authenticator app to continue.`,
  idle: `The office console was not used for ${OFFICE_IDLE_MINUTES} minutes: enter the code from your authenticator app to continue.`,
};
