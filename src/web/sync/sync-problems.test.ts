// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markChanged } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { deleteContract, saveContract } from '../storage/contract-storage';
import { startAutoSync } from './auto-sync';
import { loadSyncProblems } from './sync-problems';
import { useSyncProblemsStore } from './sync-problems-store';
import { followSyncActivity, useSyncStore } from './sync-store';
import { apiError, fakeServer, json, signedInAs, type FakeServer } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';
import { resetAppState } from '../lib/app-state';

const ID = 'K7Q2M9X4B1ZP';
const PUT = `PUT /api/contracts/${ID}`;
const REFUSAL = 'Ids already used by another contract: customer K7Q2M9X4B1ZP-1';

function contract() {
  return markChanged({ ...handWorkedContract(), ContractId: ID });
}

function conflictBody() {
  const cloud = { ...handWorkedContract(), ContractId: ID, Notes: 'Changed at the office' };
  return json(
    {
      error: {
        code: 'CONFLICT',
        message: 'The cloud has a newer version',
        details: { cloud: { contract: cloud, version: 2, syncedAt: '2026-11-20T10:00:00.000Z' } },
      },
    },
    409,
  );
}

const problems = () => useSyncProblemsStore.getState().problems;

/** What a fresh start of the app reads back from the device, the agent still signed in. */
async function afterRestart() {
  resetAppState();
  followSyncActivity();
  signedInAs(1);
  await loadSyncProblems();
  return problems();
}

/** Starts auto-sync and waits for its first run to be over. */
async function autoSyncOnce(server: FakeServer): Promise<void> {
  const stop = startAutoSync();
  try {
    await vi.waitFor(() => {
      const { syncingAll, syncing } = useSyncStore.getState();
      if (server.to(PUT).length === 0 || syncingAll || syncing.size > 0) throw new Error('not yet');
    });
  } finally {
    stop();
  }
}

eachTestOnANewTablet({ signedIn: true });
// As app/start-up.ts wires it.
beforeEach(() => {
  followSyncActivity();
});

beforeEach(async () => {
  await saveContract(contract());
});

describe('a sync the agent must act on', () => {
  it('keeps the server’s refusal of an auto-sync, on the device, until a sync succeeds', async () => {
    await autoSyncOnce(fakeServer().on(PUT, () => apiError(400, 'BAD_REQUEST', REFUSAL)));
    await vi.waitFor(() => expect(problems().get(ID)).toMatchObject({ kind: 'refused', message: REFUSAL }));

    expect((await afterRestart()).get(ID)).toMatchObject({ kind: 'refused', message: REFUSAL });

    await autoSyncOnce(
      fakeServer().on(PUT, () => json({ contractId: ID, version: 1, syncedAt: '2026-11-23T09:00:00.000Z' })),
    );
    await vi.waitFor(() => expect(problems().has(ID)).toBe(false));
    expect((await afterRestart()).has(ID)).toBe(false);
  });

  it('keeps a conflict met by auto-sync as a choice waiting for the agent', async () => {
    await autoSyncOnce(fakeServer().on(PUT, conflictBody));
    await vi.waitFor(() => expect(problems().get(ID)).toMatchObject({ kind: 'conflict' }));
    expect((await afterRestart()).get(ID)?.kind).toBe('conflict');
  });

  it('leaves out, at start, problems of contracts gone from the device or no longer pending', async () => {
    await autoSyncOnce(fakeServer().on(PUT, () => apiError(400, 'BAD_REQUEST', REFUSAL)));
    await vi.waitFor(() => expect(problems().has(ID)).toBe(true));

    await deleteContract(ID);
    expect((await afterRestart()).size).toBe(0);
  });

  it('does not count a contract that only could not reach the server', async () => {
    await autoSyncOnce(fakeServer().on(PUT, () => apiError(503, 'UNAVAILABLE', 'Down for maintenance')));
    expect(problems().size).toBe(0);
  });
});
