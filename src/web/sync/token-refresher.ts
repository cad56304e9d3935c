// Keeps the access token fresh (docs/product-rules.md#sign-in-and-sessions): every 30 s tick, while the page is
// visible and 90 s or less of its life remain, it asks for a new one; failures back off from 200 ms to 30 s, and a
// 401 ends the session. Back to visible or online, it refreshes at once a token near its end or missing.
import { useSessionStore } from './session-store';
import type { SessionState } from './session-state';
import { isOnline as isBrowserOnline } from './online';

export const TICK_MS = 30_000;
export const REFRESH_TICKS = 3;
export const BACKOFF_START_MS = 200;
export const BACKOFF_MAX_MS = 30_000;

export type TimerId = ReturnType<typeof setTimeout>;

export interface TokenRefresherOptions {
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => TimerId;
  clearTimer?: (id: TimerId) => void;
  isVisible?: () => boolean;
  isOnline?: () => boolean;
}

/** True when a signed-in session has no token or one with REFRESH_TICKS ticks or less to live. */
export function tokenNeedsRefresh(
  state: Pick<SessionState, 'status' | 'accessToken' | 'expiresAt'>,
  now: number,
): boolean {
  if (state.status !== 'signed-in') return false;
  if (!state.accessToken || !state.expiresAt) return true;
  const expiresAt = Date.parse(state.expiresAt);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now <= REFRESH_TICKS * TICK_MS;
}

/** The wait before retry number `attempt` (1-based): 200, 400, 800 ms ... at most 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_START_MS * 2 ** Math.max(0, attempt - 1));
}

/** Starts the refresher; call the returned function to stop it (on unmount). */
export function startTokenRefresher(options: TokenRefresherOptions = {}): () => void {
  const {
    now = () => Date.now(),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (id) => clearTimeout(id),
    isVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible',
    isOnline = isBrowserOnline,
  } = options;

  let stopped = false;
  let tickTimer: TimerId | null = null;
  let retryTimer: TimerId | null = null;
  let failures = 0;
  let running = false;

  const due = () => !stopped && isVisible() && isOnline() && tokenNeedsRefresh(useSessionStore.getState(), now());

  function cancelRetry(): void {
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
  }

  async function attempt(): Promise<void> {
    if (running || !due()) return;
    running = true;
    let ok: boolean;
    try {
      ok = await useSessionStore.getState().refresh();
    } finally {
      running = false;
    }
    if (stopped) return;
    if (ok || useSessionStore.getState().status !== 'signed-in') {
      // Refreshed, or the session ended (a 401 signs out): nothing to retry.
      failures = 0;
      return;
    }
    failures += 1;
    cancelRetry();
    retryTimer = setTimer(() => {
      retryTimer = null;
      void attempt();
    }, backoffDelay(failures));
  }

  /** Now, not after the backoff: the page came back or the connection did. */
  function attemptAtOnce(): void {
    if (!due()) return;
    cancelRetry();
    failures = 0;
    void attempt();
  }

  function scheduleTick(): void {
    tickTimer = setTimer(() => {
      tickTimer = null;
      if (stopped) return;
      // A pending retry owns the next attempt; the tick only starts new ones.
      if (retryTimer === null) void attempt();
      scheduleTick();
    }, TICK_MS);
  }

  const onVisibilityChange = () => {
    if (isVisible()) attemptAtOnce();
  };
  const onOnline = () => attemptAtOnce();

  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  scheduleTick();

  return () => {
    stopped = true;
    if (tickTimer !== null) clearTimer(tickTimer);
    tickTimer = null;
    cancelRetry();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}
