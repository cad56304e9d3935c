// Checking a sign-in: the rate limits first, so a blocked client costs no password hashing, then the password,
// against a decoy hash when the email is unknown, so the answer takes as long either way and says nothing about which
// emails exist.
import type { AppDatabase } from '../db/connection';
import { decoyPasswordHash, verifyPassword } from './passwords';
import {
  clearAttempts,
  countAttempt,
  countDelayedAttempt,
  emailAtAddressKey,
  ipKey,
  pruneAttempts,
  refundAttempt,
  SIGN_IN_IP_FAILURE_LIMIT,
} from './rate-limit';
import { verifySecondFactor, type FailureLog } from './second-factor-failures';
import { findAccount, findUserByEmail, type Account } from './users';

/** The original product's message for every failed sign-in, whatever the reason (docs/product-rules.md#errors). */
export const SIGN_IN_FAILED_MESSAGE = 'There was an error signing in, the user name or password is incorrect.';

export interface SignInAttempt {
  /** Already normalised (trimmed, lower-case). */
  email: string;
  password: string;
  /** The authenticator's code or a recovery code, for an account with a second factor. */
  code?: string | undefined;
  ip: string;
  now: Date;
  /** Where a wrong second-factor code is logged (at warn). */
  log: FailureLog;
}

/** Why a sign-in failed, for the log only: the client always gets SIGN_IN_FAILED_MESSAGE. */
export type SignInFailure = 'unknown-email' | 'wrong-password' | 'disabled' | 'no-agent';

export type SignInOutcome =
  | {
      status: 'signed-in';
      account: Account & { agent: NonNullable<Account['agent']> };
      /** Signed in with a second factor. */
      secondFactor: boolean;
    }
  /** The password was right; the account asks for its second factor, not given or not right (or locked). */
  | { status: 'second-factor'; given: boolean; userId: string; locked: boolean }
  | { status: 'failed'; reason: SignInFailure; userId?: string }
  | { status: 'limited'; retryAfterSeconds: number };

export async function checkSignIn(
  db: AppDatabase,
  { email, password, code, ip, now, log }: SignInAttempt,
): Promise<SignInOutcome> {
  // Both counted before the password is checked, each in one atomic upsert:
  // twenty guesses sent at once take counts 1 to 20, and only the first five
  // are checked. A right password gives both counts back.
  const byIp = await countAttempt(db, ipKey(ip), SIGN_IN_IP_FAILURE_LIMIT, now);
  if (!byIp.allowed) return { status: 'limited', retryAfterSeconds: byIp.retryAfterSeconds };
  if (byIp.firstInWindow) await pruneAttempts(db, now);
  const byEmail = await countDelayedAttempt(db, emailAtAddressKey(email, ip), now);
  if (!byEmail.allowed) {
    await refundAttempt(db, ipKey(ip));
    return { status: 'limited', retryAfterSeconds: byEmail.retryAfterSeconds };
  }

  const user = await findUserByEmail(db, email);
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !passwordMatches || user.disabled) {
    if (!user) return { status: 'failed', reason: 'unknown-email' };
    return { status: 'failed', reason: passwordMatches ? 'disabled' : 'wrong-password', userId: user.id };
  }
  // The attempt stays counted until the second factor is right too: its codes are guessed no faster than passwords.
  if (user.totpEnabledAt) {
    const locked = Boolean(user.totpLockedAt);
    if (!code?.trim()) return { status: 'second-factor', given: false, userId: user.id, locked };
    const check = await verifySecondFactor(db, { userId: user.id, code, ip, now, log });
    if (!check.ok) return { status: 'second-factor', given: true, userId: user.id, locked: check.locked };
  }
  await clearAttempts(db, emailAtAddressKey(email, ip));
  await refundAttempt(db, ipKey(ip));
  const account = await findAccount(db, user.id);
  if (!account?.agent) return { status: 'failed', reason: 'no-agent', userId: user.id };
  return {
    status: 'signed-in',
    account: { ...account, agent: account.agent },
    secondFactor: Boolean(user.totpEnabledAt),
  };
}
