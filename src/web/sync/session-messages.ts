// What the agent reads about signing in: a wrong email or password, too many
// attempts, a session that ended. The wrong-password text is the original
// product's, word for word (docs/product-rules.md#errors).
import type { ApiFailure } from './http-request';
import { OFFLINE_MESSAGE } from './request-messages';

export const SIGN_IN_FAILED_MESSAGE = 'There was an error signing in, the user name or password is incorrect.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** 'Too many sign-in attempts. Please wait 2 minutes and try again.' */
export function tooManyAttemptsMessage(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many sign-in attempts. Please wait a few minutes and try again.';
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return `Too many sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`;
  }
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/** A right password for an account with a second factor: the server asks for the code, or says it was not right. */
export function asksForSecondFactor(failure: ApiFailure): boolean {
  return failure.kind === 'http' && failure.status === 401 && failure.code === 'SECOND_FACTOR_REQUIRED';
}

export function signInFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'offline') return OFFLINE_MESSAGE;
  if (asksForSecondFactor(failure)) return failure.message;
  if (failure.status === 401) return SIGN_IN_FAILED_MESSAGE;
  if (failure.status === 429) return tooManyAttemptsMessage(failure.retryAfterSeconds);
  return failure.message;
}
