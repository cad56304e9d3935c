// A sign-out the server has not been told about yet. The session's cookies
// are httpOnly: only the server can end them, so an agent who signs out while
// offline still carries them, and without this mark the next online start
// would refresh through them and sign the same agent back in. The mark is
// written synchronously to localStorage the moment the agent signs out (an
// IndexedDB write may not finish if the tablet closes the tab at once), is
// seen by every tab of the app, and is removed once the server has answered
// the sign-out (src/web/sync/session-io.ts). docs/decisions/017-sessions-on-a-bad-network.md
export const PENDING_SIGN_OUT_KEY = 'contract-builder:pending-sign-out';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** Remembers the sign-out; false when the browser refuses (storage full or blocked). */
export function markSignOutPending(at: Date = new Date()): boolean {
  try {
    const store = storage();
    store?.setItem(PENDING_SIGN_OUT_KEY, JSON.stringify({ at: at.toISOString() }));
    return store !== null;
  } catch {
    return false;
  }
}

export function isSignOutPending(): boolean {
  try {
    return storage()?.getItem(PENDING_SIGN_OUT_KEY) != null;
  } catch {
    return false;
  }
}

export function clearPendingSignOut(): void {
  try {
    storage()?.removeItem(PENDING_SIGN_OUT_KEY);
  } catch {
    // Left behind: the next start sends the sign-out again, which the server answers 204.
  }
}
