// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from './session-store';
import {
  apiError,
  clearCookies,
  demoProfile,
  demoUser,
  fakeServer,
  json,
  noConnection,
  resetSession,
  sessionBody,
  signedInAs,
} from '../testing/fake-server';
import {
  BACKOFF_START_MS,
  REFRESH_TICKS,
  TICK_MS,
  backoffDelay,
  startTokenRefresher,
  tokenNeedsRefresh,
} from './token-refresher';
import { resetAppState } from '../lib/app-state';

// The device is not under test here: the stored session lives in a Map.
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../storage/meta-storage', () => ({
  readMeta: vi.fn(async (key: string) => stored.get(key) ?? null),
  writeMeta: vi.fn(async (key: string, value: unknown) => void stored.set(key, value)),
  deleteMeta: vi.fn(async (key: string) => void stored.delete(key)),
}));

const T0 = Date.parse('2025-03-03T10:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

let visible = true;
let stop: () => void = () => undefined;

beforeEach(async () => {
  // Loaded before the clock is frozen: the store fetches it when it first refreshes.
  await import('./session-io');
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  stored.clear();
  resetSession();
  visible = true;
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearCookies();
  resetAppState();
});

function start(): void {
  stop = startTokenRefresher({ isVisible: () => visible });
}

/** When each refresh was asked for, in ms after T0. */
function refreshTimes(server: ReturnType<typeof fakeServer>): number[] {
  return server.to('POST /api/auth/refresh').map((request) => request.at - T0);
}

describe('the token refresher', () => {
  it('has the original’s numbers', () => {
    expect([TICK_MS, REFRESH_TICKS, BACKOFF_START_MS]).toEqual([30_000, 3, 200]);
    expect([1, 2, 3, 4, 10].map(backoffDelay)).toEqual([200, 400, 800, 1600, 30_000]);
  });

  it('refreshes at the first tick with 90 s or less of life left, while the page is visible', async () => {
    signedInAs(1, at(150_000));
    const server = fakeServer().on('POST /api/auth/refresh', json(sessionBody(2, at(15 * 60_000))));
    start();

    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshTimes(server)).toEqual([]); // 120 s left

    await vi.advanceTimersByTimeAsync(30_000);
    expect(refreshTimes(server)).toEqual([60_000]); // 90 s left
    expect(useSessionStore.getState().accessToken).toBe(sessionBody(2).accessToken);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(refreshTimes(server)).toEqual([60_000]);
  });

  it('does not refresh while the page is hidden, and does at once when it is shown again', async () => {
    visible = false;
    signedInAs(1, at(60_000));
    const server = fakeServer().on('POST /api/auth/refresh', json(sessionBody(2, at(15 * 60_000))));
    start();

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(refreshTimes(server)).toEqual([]);

    visible = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshTimes(server)).toEqual([5 * 60_000]);
  });

  it('retries a failed refresh after 200, 400 and 800 ms', async () => {
    signedInAs(1, at(90_000));
    const failure = apiError(503, 'SERVICE_UNAVAILABLE', 'Down.');
    const server = fakeServer().on(
      'POST /api/auth/refresh',
      failure,
      failure,
      failure,
      json(sessionBody(2, at(15 * 60_000))),
    );
    start();

    await vi.advanceTimersByTimeAsync(30_000 + 200 + 400 + 800);

    expect(refreshTimes(server)).toEqual([30_000, 30_200, 30_600, 31_400]);
    expect(useSessionStore.getState().accessToken).toBe(sessionBody(2).accessToken);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(refreshTimes(server)).toHaveLength(4);
  });

  it('stops when a refresh answers 401: the session is over', async () => {
    signedInAs(1, at(30_000));
    const server = fakeServer().on('POST /api/auth/refresh', apiError(401, 'UNAUTHORIZED', 'Ended.'));
    start();

    await vi.advanceTimersByTimeAsync(10 * 60_000);

    expect(refreshTimes(server)).toEqual([30_000]);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });

  it('stops retrying once the agent signs out', async () => {
    signedInAs(1, at(30_000));
    const server = fakeServer()
      .on('POST /api/auth/refresh', noConnection())
      .on('POST /api/auth/sign-out', new Response(null, { status: 204 }));
    start();

    await vi.advanceTimersByTimeAsync(30_000 + 200);
    expect(refreshTimes(server)).toEqual([30_000, 30_200]);

    await useSessionStore.getState().signOut();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(refreshTimes(server)).toEqual([30_000, 30_200]);
  });

  it('gets a token as soon as the connection is back for a session restored offline', async () => {
    useSessionStore.setState({
      status: 'signed-in',
      user: demoUser,
      profile: demoProfile,
      accessToken: null,
      hasToken: false,
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer().on('POST /api/auth/refresh', json(sessionBody(2, at(15 * 60_000))));
    start();

    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(refreshTimes(server)).toEqual([]);

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshTimes(server)).toEqual([2 * 60_000]);
    expect(useSessionStore.getState().hasToken).toBe(true);
  });

  it('does nothing once stopped', async () => {
    signedInAs(1, at(30_000));
    const server = fakeServer().on('POST /api/auth/refresh', json(sessionBody(2, at(15 * 60_000))));
    start();
    stop();

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);

    expect(refreshTimes(server)).toEqual([]);
  });

  it('tells which sessions need a refresh', () => {
    const signedIn = { status: 'signed-in' as const, accessToken: 'token' };
    expect(tokenNeedsRefresh({ ...signedIn, expiresAt: at(91_000) }, T0)).toBe(false);
    expect(tokenNeedsRefresh({ ...signedIn, expiresAt: at(90_000) }, T0)).toBe(true);
    expect(tokenNeedsRefresh({ ...signedIn, accessToken: null, expiresAt: null }, T0)).toBe(true);
    expect(tokenNeedsRefresh({ status: 'signed-out', accessToken: null, expiresAt: null }, T0)).toBe(false);
    expect(tokenNeedsRefresh({ status: 'restoring', accessToken: null, expiresAt: null }, T0)).toBe(false);
  });
});
