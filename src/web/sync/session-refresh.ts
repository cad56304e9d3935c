// Refreshing the access token through the refresh cookie, one refresh at a time: one shared promise within a tab, a
// device lock across tabs (withRefreshLock in session-io.ts), because two tabs rotating the same cookie at once look
// like token theft to the server (reuse detection) and end the session everywhere.
import type { StoreApi } from 'zustand';
import { moduleState } from '../lib/app-state';
import type * as SessionIoModule from './session-io';
import type { RefreshOutcome } from './session-io';
import { SESSION_ENDED_MESSAGE } from './session-messages';
import { signedInState, signedOut, type SessionState } from './session-state';

export type SessionIo = typeof SessionIoModule;
/** Module loading, not app state: once loaded, the module stays loaded. */
let sessionIo: SessionIo | undefined;

/**
 * The session's network and device work if it is loaded already. Callers
 * write `loadedSessionIo() ?? (await loadSessionIo())`, so that once it is
 * loaded a request goes out in the same turn, never a tick later.
 */
export function loadedSessionIo(): SessionIo | undefined {
  return sessionIo;
}

/** Loads the session's network and device work the first time it is needed. */
export function loadSessionIo(): Promise<SessionIo> {
  return import('./session-io').then((module) => (sessionIo = module));
}

export type RefreshKind = RefreshOutcome['kind'] | 'stale';

const refreshes = moduleState(() => ({ generation: 0, inFlight: null as Promise<RefreshKind> | null }));

/** The generation now: compare it later to know whether a sign-in, sign-out or ended session came between. */
export function currentGeneration(): number {
  return refreshes.generation;
}

/** A sign-in, sign-out or ended session: what was asked before it is stale. */
export function nextGeneration(): number {
  refreshes.generation += 1;
  return refreshes.generation;
}

/** The session store, as far as a refresh reads and writes it. */
export type SessionAccess = Pick<StoreApi<SessionState>, 'getState' | 'setState'>;

/** The phone this device last read for the agent, kept until their record is read again. */
async function phoneOnDevice(userId: string): Promise<string | null> {
  const stored = await (sessionIo ?? (await loadSessionIo())).readStoredSession();
  return stored?.user.id === userId ? (stored.phone ?? null) : null;
}

async function applyRefresh(store: SessionAccess, outcome: RefreshOutcome, started: number): Promise<RefreshKind> {
  if (refreshes.generation !== started) return 'stale';
  if (outcome.kind === 'refreshed') {
    const { user, profile, approval } = outcome.session;
    const sameAgent = () => store.getState().user?.id === user.id;
    const devicePhone = sameAgent() ? null : await phoneOnDevice(user.id);
    if (refreshes.generation !== started) return 'stale';
    // Taken only now: the agent's record may have been read meanwhile.
    const phone = sameAgent() ? store.getState().phone : devicePhone;
    store.setState({ ...signedInState(outcome.session), phone });
    await (sessionIo ?? (await loadSessionIo())).rememberSession({
      user,
      profile,
      phone,
      ...(approval ? { approval } : {}),
    });
  } else if (outcome.kind === 'signed-out') {
    // The agent signed out in another tab, or before this start: no message, they know.
    nextGeneration();
    store.setState({ ...signedOut, lastError: null });
    await (sessionIo ?? (await loadSessionIo())).forgetSession();
  } else if (outcome.kind === 'ended') {
    nextGeneration();
    // Tell the agent only when a session they saw has ended, not at a start without one.
    const lastError = store.getState().status === 'signed-in' ? SESSION_ENDED_MESSAGE : store.getState().lastError;
    store.setState({ ...signedOut, lastError });
    await (sessionIo ?? (await loadSessionIo())).forgetSession();
  }
  return outcome.kind;
}

/** Refreshes the session through the cookie, sharing a refresh already on its way. */
export function runRefresh(store: SessionAccess): Promise<RefreshKind> {
  if (refreshes.inFlight) return refreshes.inFlight;
  const started = refreshes.generation;
  const refreshing = sessionIo ? Promise.resolve(sessionIo) : loadSessionIo();
  const running = refreshing
    .then(({ withRefreshLock, refreshUnlessSignedOut }) => withRefreshLock(refreshUnlessSignedOut))
    .then((outcome) => applyRefresh(store, outcome, started))
    .finally(() => {
      if (refreshes.inFlight === running) refreshes.inFlight = null;
    });
  refreshes.inFlight = running;
  return running;
}
