// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_RETRY_MS, FIRST_RETRY_MS, MAX_RETRY_MS, SYNC_LOCK_NAME, retryDelay, startAutoSync } from './auto-sync';
import type { SyncAllSummary, SyncOutcome } from './contract-sync-outcome';
import { useSessionStore } from './session-store';
import { resetSession, signedInAs } from '../testing/fake-server';

function summary(...outcomes: SyncOutcome[]): SyncAllSummary {
  const result: SyncAllSummary = { synced: 0, failed: 0, conflicts: 0, outcomes: new Map() };
  outcomes.forEach((outcome, index) => {
    result.outcomes.set(`contract-${index}`, outcome);
    if (outcome.kind === 'synced') result.synced += 1;
    else if (outcome.kind === 'conflict') result.conflicts += 1;
    else result.failed += 1;
  });
  return result;
}

const unreachable: SyncOutcome = { kind: 'offline', message: 'Sync failed — your contract is safe on this device.' };
const refused: SyncOutcome = { kind: 'refused', message: 'No.' };
const conflict = { kind: 'conflict' } as SyncOutcome;

let visibility: DocumentVisibilityState = 'visible';
let stop: () => void = () => {};

function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets a run finish (its promise chain) without moving the clock. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  resetSession();
  signedInAs(1);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  stop();
  stop = () => {};
  vi.useRealTimers();
  delete (navigator as { locks?: unknown }).locks;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('retryDelay', () => {
  it('doubles from 2 s and stops at 5 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelay)).toEqual([
      2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000,
    ]);
    expect(retryDelay(1000)).toBe(MAX_RETRY_MS);
  });
});

describe('startAutoSync', () => {
  it('syncs at start when online and signed in', async () => {
    const syncAll = vi.fn(async () => summary());
    stop = startAutoSync({ syncAll });
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);
  });

  it('waits at start while signed out or offline, and syncs once the agent signs in', async () => {
    resetSession();
    const syncAll = vi.fn(async () => summary());
    stop = startAutoSync({ syncAll });
    await settle();
    expect(syncAll).not.toHaveBeenCalled();

    signedInAs(1);
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);

    // A token refresh while signed in is not a sign-in.
    useSessionStore.setState({ accessToken: 'another' });
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);
  });

  it('syncs on the online event', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const syncAll = vi.fn(async () => summary());
    stop = startAutoSync({ syncAll });
    await settle();
    expect(syncAll).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);
  });

  it('syncs when the page becomes visible, not when it is hidden', async () => {
    const syncAll = vi.fn(async () => summary());
    stop = startAutoSync({ syncAll });
    await settle();

    setVisibility('hidden');
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(2);
  });

  it('runs in the Web Lock, and skips while another tab holds it', async () => {
    let held = true;
    const request = vi.fn((_name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) =>
      Promise.resolve(callback(held ? null : ({ name: SYNC_LOCK_NAME, mode: 'exclusive' } as Lock))),
    );
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    const syncAll = vi.fn(async () => summary(unreachable));
    stop = startAutoSync({ syncAll });
    await settle();

    expect(request).toHaveBeenCalledWith(SYNC_LOCK_NAME, { ifAvailable: true }, expect.any(Function));
    expect(syncAll).not.toHaveBeenCalled();
    // Busy is not failed: no back-off, only another look once the holder is likely done.
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS);
    expect(request).toHaveBeenCalledTimes(2);
    expect(syncAll).not.toHaveBeenCalled();

    held = false;
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS);
    expect(syncAll).toHaveBeenCalledTimes(1);
  });

  it('backs off after failures: 2 s, 4 s, 8 s ..., at most 5 minutes', async () => {
    const started = Date.now();
    const at: number[] = [];
    const syncAll = vi.fn(async () => {
      at.push(Date.now() - started);
      return summary(unreachable);
    });
    stop = startAutoSync({ syncAll });

    await vi.advanceTimersByTimeAsync(20 * 60_000);

    const gaps = at.slice(1).map((time, index) => time - at[index]!);
    expect(at[0]).toBe(0);
    expect(gaps.slice(0, 9)).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000]);
    expect(Math.max(...gaps)).toBe(MAX_RETRY_MS);
  });

  it('starts over at 2 s after a run without failures', async () => {
    const results = [summary(unreachable), summary(unreachable), summary({ kind: 'synced' } as SyncOutcome)];
    const syncAll = vi.fn(async () => results.shift() ?? summary(unreachable));
    stop = startAutoSync({ syncAll });
    await settle();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS);
    expect(syncAll).toHaveBeenCalledTimes(3);

    // The success scheduled nothing; the next failure waits 2 s again.
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(syncAll).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 1);
    expect(syncAll).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(syncAll).toHaveBeenCalledTimes(5);
  });

  it('does not retry conflicts or refusals by itself', async () => {
    const syncAll = vi.fn(async () => summary(conflict, refused));
    stop = startAutoSync({ syncAll });
    await settle();
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS * 2);
    expect(syncAll).toHaveBeenCalledTimes(1);
  });

  it('retries after a run that threw', async () => {
    const syncAll = vi.fn().mockRejectedValueOnce(new Error('storage closed')).mockResolvedValue(summary());
    stop = startAutoSync({ syncAll });
    await settle();
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    expect(syncAll).toHaveBeenCalledTimes(2);
  });

  it('never runs twice at once: a trigger during a run runs once more after it', async () => {
    let finish: (value: SyncAllSummary) => void = () => {};
    const syncAll = vi.fn(
      () =>
        new Promise<SyncAllSummary>((resolve) => {
          finish = resolve;
        }),
    );
    stop = startAutoSync({ syncAll });
    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(1);

    finish(summary());
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(2);
    finish(summary());
    await settle();
    expect(syncAll).toHaveBeenCalledTimes(2);
  });

  it('stops listening and retrying once stopped', async () => {
    const syncAll = vi.fn(async () => summary(unreachable));
    stop = startAutoSync({ syncAll });
    await settle();
    stop();

    window.dispatchEvent(new Event('online'));
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(MAX_RETRY_MS);
    expect(syncAll).toHaveBeenCalledTimes(1);
  });
});
