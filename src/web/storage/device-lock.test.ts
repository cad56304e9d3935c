// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceDatabase } from './device-database';
import { LEASE_MS, tryDeviceLock, withDeviceLock } from './device-lock';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});
afterEach(async () => {
  vi.unstubAllGlobals();
});

/** A page that is not a secure context: no navigator.locks. */
function withoutWebLocks(): void {
  vi.stubGlobal('navigator', { ...navigator, locks: undefined });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that records how many holders run at once. */
function exclusiveWork(log: { running: number; most: number; order: string[] }, label: string) {
  return async () => {
    log.running += 1;
    log.most = Math.max(log.most, log.running);
    log.order.push(`${label} start`);
    await pause(30);
    log.order.push(`${label} end`);
    log.running -= 1;
    return label;
  };
}

describe('withDeviceLock without Web Locks (an http page on the Wi-Fi)', () => {
  it('runs holders of the same lock one at a time, each to the end, and gives back their results', async () => {
    withoutWebLocks();
    const log = { running: 0, most: 0, order: [] as string[] };
    const results = await Promise.all(
      ['first', 'second', 'third', 'fourth'].map((label) => withDeviceLock('refresh', exclusiveWork(log, label))),
    );
    expect(results).toEqual(['first', 'second', 'third', 'fourth']);
    expect(log.most).toBe(1);
    expect(log.order).toHaveLength(8);
    // Each start is followed by its own end.
    for (let index = 0; index < log.order.length; index += 2) {
      expect(log.order[index + 1]).toBe(log.order[index]?.replace('start', 'end'));
    }
  });

  it('lets different locks run side by side', async () => {
    withoutWebLocks();
    const log = { running: 0, most: 0, order: [] as string[] };
    await Promise.all([
      withDeviceLock('refresh', exclusiveWork(log, 'a')),
      withDeviceLock('migration', exclusiveWork(log, 'b')),
    ]);
    expect(log.most).toBe(2);
  });

  it('waits for a lease another tab holds and takes it once that tab stops renewing it (a killed tab)', async () => {
    withoutWebLocks();
    const expiresAt = Date.now() + 300;
    await db.meta.put({ key: 'lock:refresh', value: { owner: 'a tab that was killed', expiresAt } });
    const started = await withDeviceLock('refresh', async () => Date.now());
    expect(started).toBeGreaterThanOrEqual(expiresAt);
    expect(started - expiresAt).toBeLessThan(LEASE_MS);
  });

  it('leaves no lease behind, even when the work fails', async () => {
    withoutWebLocks();
    await expect(withDeviceLock('refresh', () => Promise.reject(new Error('server unreachable')))).rejects.toThrow(
      'server unreachable',
    );
    expect(await db.meta.get('lock:refresh')).toBeUndefined();
    expect(await withDeviceLock('refresh', async () => 'taken at once')).toBe('taken at once');
  });

  it('gives its lease back when the page goes away in the middle of the work', async () => {
    withoutWebLocks();
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    void withDeviceLock('refresh', async () => {
      started();
      await new Promise(() => {});
    });
    await running;
    expect(await db.meta.get('lock:refresh')).toBeDefined();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect(await db.meta.get('lock:refresh')).toBeUndefined());
  });

  it('still does the work when the device database cannot be opened', async () => {
    withoutWebLocks();
    db.close();
    vi.spyOn(db.meta, 'get').mockRejectedValue(new Error('QuotaExceededError'));
    vi.spyOn(db, 'transaction').mockRejectedValue(new Error('DatabaseClosedError'));
    expect(await withDeviceLock('refresh', async () => 'done')).toBe('done');
  });
});

describe('tryDeviceLock without Web Locks', () => {
  it('skips while another tab holds the lease, and runs once it has ended', async () => {
    withoutWebLocks();
    const work = vi.fn(async () => 'synced');
    await db.meta.put({ key: 'lock:sync', value: { owner: 'the other tab', expiresAt: Date.now() + 60_000 } });
    expect(await tryDeviceLock('sync', work)).toEqual({ ran: false });
    expect(work).not.toHaveBeenCalled();
    await db.meta.put({ key: 'lock:sync', value: { owner: 'the other tab', expiresAt: Date.now() - 1 } });
    expect(await tryDeviceLock('sync', work)).toEqual({ ran: true, value: 'synced' });
    expect(await db.meta.get('lock:sync')).toBeUndefined();
  });

  it('lets a reloaded tab take back at once the lease its previous page left behind', async () => {
    withoutWebLocks();
    await db.meta.put({ key: 'lock:contract-open:X', value: { owner: 'tab-7', expiresAt: Date.now() + 4_000 } });
    expect(await tryDeviceLock('contract-open:X', async () => 'other tab')).toEqual({ ran: false });
    expect(await tryDeviceLock('contract-open:X', async () => 'same tab', { owner: 'tab-7' })).toEqual({
      ran: true,
      value: 'same tab',
    });
  });

  it('lets only one of two tabs trying at the same moment run', async () => {
    withoutWebLocks();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = tryDeviceLock('sync', () => held.then(() => 'first'));
    await pause(20);
    expect(await tryDeviceLock('sync', async () => 'second')).toEqual({ ran: false });
    release();
    expect(await first).toEqual({ ran: true, value: 'first' });
  });
});

describe('withDeviceLock with Web Locks', () => {
  it("uses the browser's lock and writes no lease", async () => {
    const request = vi.fn(async (_name: string, work: () => Promise<unknown>) => work());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    expect(await withDeviceLock('refresh', async () => 42)).toBe(42);
    expect(request).toHaveBeenCalledWith('refresh', expect.any(Function));
    expect(await db.meta.count()).toBe(0);
  });
});
