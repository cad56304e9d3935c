// The agent's session. Every top bar reads this store, so it holds only state and the order of things; requests and
// device storage are in session-io.ts (loaded when first needed) and refreshing is session-refresh.ts. The access
// token lives only in memory, the refresh token in its httpOnly cookie; the device keeps user, profile and phone.
import { createStore, moduleState } from '../lib/app-state';
import type { SignInResponse } from '#api/auth';
import type { ApiResult } from './http-request';
import { isOnline } from './online';
import { signInFailureMessage } from './session-messages';
import { currentGeneration, loadedSessionIo, loadSessionIo, nextGeneration, runRefresh } from './session-refresh';
import {
  initialSessionState,
  selectDisplayName,
  signedInState,
  signedOut,
  signInWarningOf,
  type SessionState,
} from './session-state';

export interface SessionActions {
  /** `code`: the authenticator's code or a recovery code, when the account asks for its second factor. */
  signIn(email: string, password: string, code?: string): Promise<ApiResult<SignInResponse>>;
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
  dismissSignInWarning(): void;
}

export type SessionStore = SessionState & SessionActions;

const phone = moduleState(() => ({ read: Promise.resolve() as Promise<void> }));

/** For tests: settles once the last read of the agent's phone has finished. */
export function agentPhoneRead(): Promise<void> {
  return phone.read;
}

/**
 * How long a save waits for the session being restored at start: over http a
 * refresh a page left locked as it closed is free again after 4 s
 * (storage/device-lock.ts), and the agent's name belongs on the contract.
 */
export const SESSION_SETTLE_MS = 6_000;

/** Resolves once the session restored at start is known (signed in or out), or after `timeoutMs`. */
export function sessionSettled(timeoutMs = SESSION_SETTLE_MS): Promise<void> {
  if (useSessionStore.getState().status !== 'restoring') return Promise.resolve();
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    unsubscribe = useSessionStore.subscribe((state) => {
      if (state.status !== 'restoring') done();
    });
  });
}

export const useSessionStore = createStore<SessionStore>((set, get, store) => {
  /**
   * The agent's phone (GET /api/me), read after sign-in and after the session is restored at start; neither waits
   * for it, and a failure is only logged (docs/product-rules.md#errors).
   */
  async function readPhone(started: number, accessToken: string | null): Promise<void> {
    const session = loadedSessionIo() ?? (await loadSessionIo());
    const result = await session.requestMe(accessToken);
    if (currentGeneration() !== started) return;
    if (!result.ok) {
      console.warn(`The agent's record could not be read; the company phone is printed instead. ${result.message}`);
      return;
    }
    const { user, profile, approval } = get();
    if (!user || !profile || user.id !== result.data.user.id) return;
    set({ phone: result.data.phone });
    await session.rememberSession({ user, profile, phone: result.data.phone, ...(approval ? { approval } : {}) });
  }

  function startPhoneRead(): void {
    phone.read = readPhone(currentGeneration(), get().accessToken).catch((error: unknown) => {
      console.warn("The agent's record could not be read.", error);
    });
  }

  return {
    ...initialSessionState,

    async signIn(email, password, code) {
      set({ lastError: null });
      const session = loadedSessionIo() ?? (await loadSessionIo());
      // A sign-in this device ended offline ends on the server before a new one begins.
      if (session.isSignOutPending()) await session.sendPendingSignOut();
      const result = await session.requestSignIn(email, password, code);
      if (!result.ok) {
        set({ lastError: signInFailureMessage(result) });
        return result;
      }
      // The new sign-in's cookies have replaced the old ones: nothing is left to sign out.
      session.clearPendingSignOut();
      const started = nextGeneration();
      set({ ...signedInState(result.data), phone: null, lastError: null, signInWarning: signInWarningOf(result.data) });
      const { user, profile, approval } = result.data;
      await session.rememberSession({ user, profile, phone: null, ...(approval ? { approval } : {}) });
      // Not awaited: the agent goes on while the phone is read.
      if (currentGeneration() === started) startPhoneRead();
      return result;
    },

    async signOut() {
      nextGeneration();
      set({ ...signedOut, lastError: null });
      const session = loadedSessionIo() ?? (await loadSessionIo());
      // Marked first, synchronously: from here on nothing signs this agent back in through the cookies.
      const marked = session.markSignOutPending();
      await session.forgetSession();
      // The server's answer changes nothing on this device; until it is heard, the mark stays.
      if (!marked) await session.requestSignOut(session.xsrfHeaders());
      else if (isOnline()) await session.sendPendingSignOut();
      else session.sendWhenBackOnline();
    },

    async restore() {
      const started = currentGeneration();
      const session = loadedSessionIo() ?? (await loadSessionIo());
      if (session.isSignOutPending()) {
        // Signed out on this device, offline perhaps: the cookies must not sign the agent back in.
        await session.forgetSession();
        if (currentGeneration() === started) set({ ...signedOut });
        if (isOnline()) await session.sendPendingSignOut();
        else session.sendWhenBackOnline();
        return;
      }
      if (isOnline()) {
        // No XSRF cookie means no sign-in on this browser (the cookies share a
        // lifetime): asking the server would only earn a 401.
        if (!session.hasSessionCookie()) {
          await session.forgetSession();
          if (currentGeneration() === started) set({ ...signedOut });
          return;
        }
        const outcome = await runRefresh(store);
        if (outcome === 'refreshed' && get().status === 'signed-in') startPhoneRead();
        if (outcome !== 'unreachable') return;
      }
      const stored = await session.readStoredSession();
      if (currentGeneration() !== started) return;
      if (stored) {
        // Offline: show the agent; the first API call or the refresher gets a token once online.
        set({
          ...signedOut,
          status: 'signed-in',
          user: stored.user,
          profile: stored.profile,
          phone: stored.phone ?? null,
          approval: stored.approval ?? null,
        });
      } else {
        set({ ...signedOut });
      }
    },

    async refresh() {
      return (await runRefresh(store)) === 'refreshed';
    },

    displayName() {
      return selectDisplayName(get());
    },

    clearError() {
      set({ lastError: null });
    },

    dismissSignInWarning() {
      set({ signInWarning: null });
    },
  };
});
