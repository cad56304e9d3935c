// The session's exchanges with the server and the device: sign-in, refresh, sign-out, /api/me, the stored agent and a
// pending sign-out. Kept apart from session-store.ts, which every top bar reads, because it needs zod, the device
// database and the device lock; the store loads it when it first does something (start-up, after the first paint).
import {
  HTTPS_COOKIE_PREFIX,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type MeResponse,
  type SignInResponse,
} from '#api/auth';
import { getMe, refreshSession, signIn, signOut } from '#api/endpoints/auth-endpoints';
import { withDeviceLock } from '../storage/device-lock';
import { deleteMeta, readMeta, writeMeta, type StoredSession } from '../storage/meta-storage';
import { clearPendingSignOut, isSignOutPending, markSignOutPending } from '../storage/pending-sign-out';
import { guardedWrite } from '../storage/storage-health-store';
import { readCookie, sendCall, type ApiResult } from './http-request';
import { SESSION_WRITE_LABEL } from '../storage/write-lanes';

/** The device lock one refresh at a time holds, across the tabs of this device. */
export const REFRESH_LOCK_NAME = 'contract-builder-refresh';

/** The XSRF cookie under its https name, or its plain-http name (from before https, too). */
const xsrfCookie = (): string | null =>
  readCookie(`${HTTPS_COOKIE_PREFIX}${XSRF_COOKIE_NAME}`) ?? readCookie(XSRF_COOKIE_NAME);

/** No XSRF cookie means no sign-in on this browser (the two cookies share a lifetime). */
export function hasSessionCookie(): boolean {
  return xsrfCookie() !== null;
}

export function xsrfHeaders(): Record<string, string> {
  const token = xsrfCookie();
  return token ? { [XSRF_HEADER_NAME]: token } : {};
}

export async function rememberSession(session: StoredSession): Promise<void> {
  await guardedWrite(SESSION_WRITE_LABEL, () => writeMeta('session', session));
}

export async function forgetSession(): Promise<void> {
  await guardedWrite(SESSION_WRITE_LABEL, () => deleteMeta('session'));
}

export async function readStoredSession(): Promise<StoredSession | null> {
  try {
    // readMeta checks the stored value and answers null for one it cannot read.
    return await readMeta('session');
  } catch {
    return null;
  }
}

/** Runs `work` holding the cross-tab refresh lock (Web Locks, or a lease on insecure pages). */
export function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  return withDeviceLock(REFRESH_LOCK_NAME, work);
}

/**
 * A refresh holds the cross-tab refresh lock: one stuck on a captive portal
 * must end (as 'unreachable') so the lock is freed and the next try can go.
 */
export const REFRESH_TIMEOUT_MS = 15_000;
/** A sign-out gets the same patience; one not answered is sent again later. */
export const SIGN_OUT_TIMEOUT_MS = 15_000;

export type RefreshOutcome =
  | { kind: 'refreshed'; session: SignInResponse }
  | { kind: 'ended'; message: string }
  | { kind: 'unreachable' }
  /** This device was signed out (in another tab, or before this start): the sign-out was sent instead. */
  | { kind: 'signed-out' };

// The store reaches the device only through this module, loaded when first needed.
export { clearPendingSignOut, isSignOutPending, markSignOutPending };

/**
 * The refresh, run under the refresh lock, unless the agent signed out on
 * this device meanwhile: then the cookies must not sign them back in, and the
 * sign-out is sent instead.
 */
export async function refreshUnlessSignedOut(): Promise<RefreshOutcome> {
  if (isSignOutPending()) {
    await sendPendingSignOut();
    return { kind: 'signed-out' };
  }
  return callRefresh();
}

export async function callRefresh(): Promise<RefreshOutcome> {
  // No body and no content-type: the server reads only the cookie and the header.
  const result = await sendCall(refreshSession, {}, { headers: xsrfHeaders(), timeoutMs: REFRESH_TIMEOUT_MS });
  if (result.ok) return { kind: 'refreshed', session: result.data };
  // 401: no cookie, session ended or reused; 403: no XSRF cookie to echo. Neither gets better by retrying.
  if (result.kind === 'http' && (result.status === 401 || result.status === 403)) {
    return { kind: 'ended', message: result.message };
  }
  return { kind: 'unreachable' };
}

export function requestSignIn(email: string, password: string, code?: string): Promise<ApiResult<SignInResponse>> {
  return sendCall(signIn, { body: { email, password, ...(code ? { code } : {}) } });
}

export function requestMe(accessToken: string | null): Promise<ApiResult<MeResponse>> {
  return sendCall(getMe, {}, { accessToken });
}

/**
 * Ends the session on the server. True when the server has heard it: 204, or
 * a refusal that trying again would not change (401, 403: the cookies are
 * gone or no longer match). False for no answer, 429 or a server failure.
 */
export async function requestSignOut(headers: Record<string, string>): Promise<boolean> {
  const result = await sendCall(signOut, {}, { headers, timeoutMs: SIGN_OUT_TIMEOUT_MS }).catch(() => null);
  if (result === null) return false;
  if (result.ok) return true;
  return result.kind === 'http' && result.status < 500 && result.status !== 429;
}

let sending: Promise<boolean> | null = null;
let waitingForOnline = false;

/** Sends the pending sign-out (one request at a time in this tab); true once the server has heard it, or none is pending. */
export function sendPendingSignOut(): Promise<boolean> {
  if (!isSignOutPending()) return Promise.resolve(true);
  sending ??= requestSignOut(xsrfHeaders())
    .then((heard) => {
      if (heard) clearPendingSignOut();
      else sendWhenBackOnline();
      return heard;
    })
    .finally(() => {
      sending = null;
    });
  return sending;
}

/** Sends the pending sign-out at the next `online` event (the app may stay open for days). */
export function sendWhenBackOnline(): void {
  if (waitingForOnline || typeof window === 'undefined') return;
  waitingForOnline = true;
  window.addEventListener(
    'online',
    () => {
      waitingForOnline = false;
      void sendPendingSignOut();
    },
    { once: true },
  );
}
