// @vitest-environment jsdom
// A refresh or a sync push stuck on a captive portal (a connection that never
// answers) must not hold its cross-tab lock for ever: after its time-out it
// ends as "no answer", the lock is free, and the next attempt goes out. Here
// the locks are the IndexedDB leases of a page without Web Locks (jsdom has
// none), so what is checked is the lease row itself.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markChanged } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { getContract, saveContract } from '../storage/contract-storage';
import type { DeviceDatabase } from '../storage/device-database';
import { FIRST_RETRY_MS, SYNC_LOCK_NAME, startAutoSync } from './auto-sync';
import { SYNC_PUSH_TIMEOUT_MS } from './contract-sync';
import { REFRESH_TIMEOUT_MS } from './session-io';
import { REFRESH_LOCK_NAME } from './session-io';
import { useSessionStore } from './session-store';
import {
  accessToken,
  clearCookies,
  fakeServer,
  json,
  noAnswer,
  resetSession,
  sessionBody,
  signedInAs,
} from '../testing/fake-server';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
let stop: () => void = () => undefined;

beforeEach(async () => {
  // Loaded before the clock is faked: the session store fetches it on first use.
  await import('./session-io');
  db = resetWebState();
  resetSession();
  // IndexedDB (fake-indexeddb) runs on setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(async () => {
  stop();
  stop = () => undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearCookies();
  resetWebState();
});

const lease = (name: string) => db.meta.get(`lock:${name}`);

describe('time-outs', () => {
  it('are 15 s for a refresh and 60 s for a sync push', () => {
    expect(REFRESH_TIMEOUT_MS).toBe(15_000);
    expect(SYNC_PUSH_TIMEOUT_MS).toBe(60_000);
  });

  it('a refresh that gets no answer ends after its time-out, frees the refresh lock, and the next refresh goes out', async () => {
    signedInAs(1);
    const stuck = noAnswer();
    const server = fakeServer().on('POST /api/auth/refresh', stuck.handler, json(sessionBody(2)));
    let first: boolean | 'waiting' = 'waiting';

    const refreshing = useSessionStore
      .getState()
      .refresh()
      .then((ok) => (first = ok));
    await stuck.arrived();
    expect(await lease(REFRESH_LOCK_NAME)).toBeDefined();
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS - 1);
    expect(first).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;

    // No answer is not an ended session: the agent stays signed in.
    expect(first).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', accessToken: accessToken(1) });
    expect(await lease(REFRESH_LOCK_NAME)).toBeUndefined();

    expect(await useSessionStore.getState().refresh()).toBe(true);
    expect(server.to('POST /api/auth/refresh')).toHaveLength(2);
    expect(useSessionStore.getState().accessToken).toBe(accessToken(2));
  });

  it('a sync push that gets no answer ends after its time-out, frees the sync lock, and the next try syncs', async () => {
    signedInAs(1);
    const contract = markChanged(handWorkedContract());
    await saveContract(contract);
    const put = `PUT /api/contracts/${contract.ContractId}`;
    const stuck = noAnswer();
    const server = fakeServer().on(
      put,
      stuck.handler,
      json({ contractId: contract.ContractId, version: 1, syncedAt: '2026-11-23T10:00:00.000Z' }),
    );

    stop = startAutoSync();
    await stuck.arrived();
    expect(await lease(SYNC_LOCK_NAME)).toBeDefined();
    await vi.advanceTimersByTimeAsync(SYNC_PUSH_TIMEOUT_MS);
    await vi.waitFor(async () => expect(await lease(SYNC_LOCK_NAME)).toBeUndefined(), { interval: 1 });
    expect(server.to(put)).toHaveLength(1);
    expect((await getContract(contract.ContractId))?.Changed).toBe(true);

    // The failed run is tried again after the first back-off.
    await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS);
    await vi.waitFor(async () => expect((await getContract(contract.ContractId))?.Changed).toBe(false), {
      interval: 1,
    });
    expect(server.to(put)).toHaveLength(2);
  });
});
