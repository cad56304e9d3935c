// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markChanged } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { saveContract } from '../storage/contract-storage';
import { syncContract } from './contract-sync';
import { followSyncActivity, useSyncStore } from './sync-store';
import { fakeServer, json, noConnection } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';

const ID = 'K7Q2M9X4B1ZP';
const PUT = `PUT /api/contracts/${ID}`;
const SYNCED_AT = '2026-11-22T10:00:00.000Z';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Lets the store catch up with work in flight (IndexedDB reads, the fake fetch). */
async function until(check: () => boolean): Promise<void> {
  await vi.waitFor(() => {
    if (!check()) throw new Error('not yet');
  });
}

eachTestOnANewTablet({ signedIn: true });
// As app/start-up.ts wires it.
beforeEach(() => {
  followSyncActivity();
});

beforeEach(async () => {
  await saveContract(markChanged(handWorkedContract()));
});

describe('useSyncStore', () => {
  it('shows the contract as syncing while its request runs, then keeps how it ended', async () => {
    const answer = deferred();
    fakeServer().on(PUT, async () => {
      await answer.promise;
      return json({ contractId: ID, version: 1, syncedAt: SYNCED_AT });
    });

    const running = useSyncStore.getState().sync(ID);
    expect(useSyncStore.getState().syncing.has(ID)).toBe(true);
    answer.resolve();
    const outcome = await running;

    expect(outcome.kind).toBe('synced');
    expect(useSyncStore.getState().syncing.size).toBe(0);
    expect(useSyncStore.getState().lastOutcome.get(ID)).toBe(outcome);
  });

  it('follows syncs started elsewhere (auto-sync) too', async () => {
    fakeServer().on(PUT, noConnection());

    const outcome = await syncContract(ID);

    expect(outcome.kind).toBe('offline');
    expect(useSyncStore.getState().lastOutcome.get(ID)).toEqual(outcome);
  });

  it('runs one Sync all at a time: a second press shares the first', async () => {
    const answer = deferred();
    const server = fakeServer().on(PUT, async () => {
      await answer.promise;
      return json({ contractId: ID, version: 1, syncedAt: SYNCED_AT });
    });

    const first = useSyncStore.getState().syncAll();
    const second = useSyncStore.getState().syncAll();
    expect(second).toBe(first);
    expect(useSyncStore.getState().syncingAll).toBe(true);
    await until(() => useSyncStore.getState().syncing.has(ID));
    answer.resolve();
    const summary = await first;

    expect(summary).toMatchObject({ synced: 1, failed: 0, conflicts: 0 });
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(useSyncStore.getState().syncingAll).toBe(false);
    expect(useSyncStore.getState().syncing.size).toBe(0);
  });

  it('forgets an outcome the agent dismissed', async () => {
    fakeServer().on(PUT, noConnection());
    await useSyncStore.getState().sync(ID);

    useSyncStore.getState().forgetOutcome(ID);

    expect(useSyncStore.getState().lastOutcome.has(ID)).toBe(false);
  });
});
