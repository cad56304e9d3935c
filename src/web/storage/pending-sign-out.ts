// A sign-out the server has not heard of yet (docs/decisions/017-sessions-on-a-bad-network.md): only the server can
// end the httpOnly cookies, so without this mark the next online start would sign the agent back in through them.
// Kept in localStorage: seen by every tab, and written synchronously since an IndexedDB write may not finish.
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
