// The agent's session. Every screen's top bar reads this store, so it holds
// only state and the order of things; the requests and the device storage are
// in session-io.ts, loaded when first needed. The access token lives in this
// store's memory only; the refresh token only in its httpOnly cookie; the
// device keeps just the user, profile and phone (meta 'session'), so the top
// bar can show the agent and the contract print their phone while offline.
// The phone comes from the agent's record (GET /api/me), read after sign-in
// and after the session is restored at start; neither waits for it, and a
// failure is only logged (spec section 8, "Agent fetch failure").
// Signing out holds on this device at once, offline too: a mark kept on the
// device (storage/pending-sign-out.ts) stops every refresh and the next
// start from signing the agent back in through the cookies, until the server
// has been told (at once when online, else when back online, at the next
// start, or before the next sign-in).
// Refreshes are serialised: within a tab by sharing one in-flight promise,
// across tabs by a device lock (storage/device-lock.ts), because two tabs
// rotating the same refresh cookie at once would look like token theft to the
// server (reuse detection) and end the session everywhere.
import { createStore } from '../lib/app-state';
import type { SessionUser, SignInResponse } from '../../api/auth';
import type { AgentProfile } from '../../domain/contract/model';
import { agentDisplay } from '../../domain/format/names';
import type { ApiFailure, ApiResult } from './http-request';
import { OFFLINE_MESSAGE } from './request-messages';
import type * as SessionIoModule from './session-io';
import type { RefreshOutcome } from './session-io';
import { isOnline } from './online';

export const SIGN_IN_FAILED_MESSAGE = 'There was an error signing in, the user name or password is incorrect.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const REFRESH_LOCK_NAME = 'contract-builder-refresh';

/** One label for writing and deleting meta 'session', so a retried write cannot land after a sign-out. */

type SessionIo = typeof SessionIoModule;
let sessionIo: SessionIo | undefined;

/**
 * The session's network and device work, loaded the first time it is needed.
 * Callers write `sessionIo ?? (await io())`, so that once it is loaded a
 * request goes out in the same turn as before the split, never a tick later.
 */
function io(): Promise<SessionIo> {
  return import('./session-io').then((module) => (sessionIo = module));
}

export type SessionStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  profile: AgentProfile | null;
  /** The agent's own phone from their record; null when they have none or it is not known yet. */
  phone: string | null;
  /** Memory only: never written to any storage. */
  accessToken: string | null;
  /** ISO timestamp at which accessToken expires. */
  expiresAt: string | null;
  /** Always `accessToken !== null`; false for a session restored offline. */
  hasToken: boolean;
  /** For the login page: why the last sign-in failed, or why the session ended. */
  lastError: string | null;
}

export interface SessionActions {
  signIn(email: string, password: string): Promise<ApiResult<SignInResponse>>;
  /**
   * Always ends the session on this device at once, whatever the server
   * answers, offline too; resolves once the server was told or could not be
   * (it is told later then).
   */
  signOut(): Promise<void>;
  /** Run once at start: refresh through the cookie when online, else the stored profile. */
  restore(): Promise<void>;
  /** A new access token; false when it could not be had (offline, or the session ended). */
  refresh(): Promise<boolean>;
  /** The top bar's label: 'Last, First', display name, email, or 'Signed Out'. */
  displayName(): string;
  clearError(): void;
}

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  status: 'restoring',
  user: null,
  profile: null,
  phone: null,
  accessToken: null,
  expiresAt: null,
  hasToken: false,
  lastError: null,
};

const signedOut: Omit<SessionState, 'lastError'> = { ...initialSessionState, status: 'signed-out' };


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

export function signInFailureMessage(failure: ApiFailure): string {
  if (failure.kind === 'offline') return OFFLINE_MESSAGE;
  if (failure.status === 401) return SIGN_IN_FAILED_MESSAGE;
  if (failure.status === 429) return tooManyAttemptsMessage(failure.retryAfterSeconds);
  return failure.message;
}

export function selectDisplayName(state: SessionState): string {
  return agentDisplay({
    signedIn: state.status === 'signed-in',
    first: state.profile?.first,
    last: state.profile?.last,
    displayName: state.profile?.display_name,
    email: state.user?.email,
  });
}


/**
 * Bumped by every sign-in, sign-out and ended session, so that an answer to a
 * request sent before one of those (a slow refresh) cannot undo it.
 */
let generation = 0;
let inFlight: Promise<RefreshOutcome['kind'] | 'stale'> | null = null;
let phoneRead: Promise<void> = Promise.resolve();

/** For tests: settles once the last read of the agent's phone has finished. */
export function agentPhoneRead(): Promise<void> {
  return phoneRead;
}

export const useSessionStore = createStore<SessionStore>((set, get) => {
  function signedInState(session: SignInResponse): Partial<SessionState> {
    return {
      status: 'signed-in',
      user: session.user,
      profile: session.profile,
      accessToken: session.accessToken,
      expiresAt: session.expiresAt,
      hasToken: true,
    };
  }

  /** The phone this device last read for the agent, kept until their record is read again. */
  async function phoneOnDevice(userId: string): Promise<string | null> {
    const stored = await (sessionIo ?? (await io())).readStoredSession();
    return stored?.user.id === userId ? (stored.phone ?? null) : null;
  }

  async function readPhone(started: number, accessToken: string | null): Promise<void> {
    const session = sessionIo ?? (await io());
    const result = await session.requestMe(accessToken);
    if (generation !== started) return;
    if (!result.ok) {
      console.warn(`The agent's record could not be read; the company phone is printed instead. ${result.message}`);
      return;
    }
    const { user, profile } = get();
    if (!user || !profile || user.id !== result.data.user.id) return;
    set({ phone: result.data.phone });
    await session.rememberSession({ user, profile, phone: result.data.phone });
  }

  function startPhoneRead(): void {
    phoneRead = readPhone(generation, get().accessToken).catch((error: unknown) => {
      console.warn("The agent's record could not be read.", error);
    });
  }

  async function applyRefresh(outcome: RefreshOutcome, started: number): Promise<RefreshOutcome['kind'] | 'stale'> {
    if (generation !== started) return 'stale';
    if (outcome.kind === 'refreshed') {
      const { user, profile } = outcome.session;
      const sameAgent = () => get().user?.id === user.id;
      const devicePhone = sameAgent() ? null : await phoneOnDevice(user.id);
      if (generation !== started) return 'stale';
      // Taken only now: the agent's record may have been read meanwhile.
      const phone = sameAgent() ? get().phone : devicePhone;
      set({ ...signedInState(outcome.session), phone });
      await (sessionIo ?? (await io())).rememberSession({ user, profile, phone });
    } else if (outcome.kind === 'signed-out') {
      // The agent signed out in another tab, or before this start: no message, they know.
      generation += 1;
      set({ ...signedOut, lastError: null });
      await (sessionIo ?? (await io())).forgetSession();
    } else if (outcome.kind === 'ended') {
      generation += 1;
      // Tell the agent only when a session they saw has ended, not at a start without one.
      const lastError = get().status === 'signed-in' ? SESSION_ENDED_MESSAGE : get().lastError;
      set({ ...signedOut, lastError });
      await (sessionIo ?? (await io())).forgetSession();
    }
    return outcome.kind;
  }

  function runRefresh(): Promise<RefreshOutcome['kind'] | 'stale'> {
    if (inFlight) return inFlight;
    const started = generation;
    const refreshing = sessionIo ? Promise.resolve(sessionIo) : io();
    const running = refreshing
      .then(({ withRefreshLock, refreshUnlessSignedOut }) => withRefreshLock(refreshUnlessSignedOut))
      .then((outcome) => applyRefresh(outcome, started))
      .finally(() => {
        if (inFlight === running) inFlight = null;
      });
    inFlight = running;
    return running;
  }

  return {
    ...initialSessionState,

    async signIn(email, password) {
      set({ lastError: null });
      const session = sessionIo ?? (await io());
      // A sign-in this device ended offline ends on the server before a new one begins.
      if (session.isSignOutPending()) await session.sendPendingSignOut();
      const result = await session.requestSignIn(email, password);
      if (!result.ok) {
        set({ lastError: signInFailureMessage(result) });
        return result;
      }
      // The new sign-in's cookies have replaced the old ones: nothing is left to sign out.
      session.clearPendingSignOut();
      generation += 1;
      const started = generation;
      set({ ...signedInState(result.data), phone: null, lastError: null });
      await session.rememberSession({ user: result.data.user, profile: result.data.profile, phone: null });
      // Not awaited: the agent goes on while the phone is read.
      if (generation === started) startPhoneRead();
      return result;
    },

    async signOut() {
      generation += 1;
      set({ ...signedOut, lastError: null });
      const session = sessionIo ?? (await io());
      // Marked first, synchronously: from here on nothing signs this agent back in through the cookies.
      const marked = session.markSignOutPending();
      await session.forgetSession();
      // The server's answer changes nothing on this device; until it is heard, the mark stays.
      if (!marked) await session.requestSignOut(session.xsrfHeaders());
      else if (isOnline()) await session.sendPendingSignOut();
      else session.sendWhenBackOnline();
    },

    async restore() {
      const started = generation;
      const session = sessionIo ?? (await io());
      if (session.isSignOutPending()) {
        // Signed out on this device, offline perhaps: the cookies must not sign the agent back in.
        await session.forgetSession();
        if (generation === started) set({ ...signedOut });
        if (isOnline()) await session.sendPendingSignOut();
        else session.sendWhenBackOnline();
        return;
      }
      if (isOnline()) {
        // No XSRF cookie means no sign-in on this browser (the cookies share a
        // lifetime): asking the server would only earn a 401.
        if (!session.hasSessionCookie()) {
          await session.forgetSession();
          if (generation === started) set({ ...signedOut });
          return;
        }
        const outcome = await runRefresh();
        if (outcome === 'refreshed' && get().status === 'signed-in') startPhoneRead();
        if (outcome !== 'unreachable') return;
      }
      const stored = await session.readStoredSession();
      if (generation !== started) return;
      if (stored) {
        // Offline: show the agent; the first API call or the refresher gets a token once online.
        set({ ...signedOut, status: 'signed-in', user: stored.user, profile: stored.profile, phone: stored.phone ?? null });
      } else {
        set({ ...signedOut });
      }
    },

    async refresh() {
      return (await runRefresh()) === 'refreshed';
    },

    displayName() {
      return selectDisplayName(get());
    },

    clearError() {
      set({ lastError: null });
    },
  };
});
