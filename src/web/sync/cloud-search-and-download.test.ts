// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { SEARCH_PAGE_SIZE, type contractSearchResponseSchema } from '#api/contract-calls';
import { onTheWire } from '#api/contract-schema';
import { downloadContract, searchContracts } from '#api/endpoints/contract-endpoints';
import type { Contract } from '#domain/contract/model';
import { markChanged, markSynced } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { getContract, saveContract } from '../storage/contract-storage';
import { OFFLINE_MESSAGE, UNREADABLE_ANSWER_MESSAGE } from './request-messages';
import {
  CLOUD_SIGN_IN_MESSAGE,
  PENDING_CHANGES_MESSAGE,
  downloadCloudContract,
  searchCloudContracts,
  searchPath,
} from './cloud-search-and-download';
import { pagerText } from '#domain/format/pager';
import { onContractSynced } from './contract-sync-events';
import { takeCloudCopy } from './contract-sync';
import { answer, apiError, at, fakeServer, json, resetSession, signedInAs } from '../testing/fake-server';
import { eachTestOnANewTablet } from '../testing/web-state';

const ID = 'K7Q2M9X4B1ZP';
const GET_ONE = at(downloadContract, { contractId: ID });
const SYNCED_AT = '2026-11-22T09:00:00.000Z';

function cloudContract(patch: Partial<Contract> = {}): Contract {
  return markSynced({ ...handWorkedContract(), Description: 'From the cloud', ...patch }, 6, SYNCED_AT);
}

function downloadAnswer(contract: Contract = cloudContract(), version = 6): Response {
  return answer(downloadContract, 200, { contract: onTheWire(contract), version, syncedAt: SYNCED_AT });
}

/** A download this release's server would not send: an older shape, or one from a newer release. */
function strangeDownloadAnswer(contract: unknown, version = 6): Response {
  return json({ contract, version, syncedAt: SYNCED_AT });
}

eachTestOnANewTablet({ signedIn: true });

describe('searchPath', () => {
  it('leaves out blank filters and trims the others', () => {
    expect(searchPath({})).toBe('/api/contracts?page=1');
    expect(searchPath({ last: '  Smith ', description: ' ', page: 3 })).toBe('/api/contracts?last=Smith&page=3');
    expect(searchPath({ last: "O'Neil & Co", description: 'attic', page: 0 })).toBe(
      '/api/contracts?last=O%27Neil+%26+Co&description=attic&page=1',
    );
  });
});

describe('searchCloudContracts', () => {
  const page: z.input<typeof contractSearchResponseSchema> = {
    items: [onTheWire({ ...cloudContract(), Goals: [] })],
    total: 37,
    page: 2,
    size: SEARCH_PAGE_SIZE,
  };

  it('asks for one page with the filters and reads it with the schema', async () => {
    const server = fakeServer().on(at(searchContracts), answer(searchContracts, 200, page));

    const result = await searchCloudContracts({ last: 'Lovelace', description: '', page: 2 });

    expect(result).toMatchObject({ ok: true, data: page });
    const url = server.requests[0];
    expect(url?.path).toBe('/api/contracts');
    expect(url?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(pagerText(page.page, page.size, page.total)).toBe('Viewing 11 - 20 of 37 Contracts');
  });

  it('fails with a reason on an answer that does not match the schema', async () => {
    fakeServer().on('GET /api/contracts', json({ items: [{ ContractId: 'x' }], total: 1, page: 1, size: 10 }));

    expect(await searchCloudContracts({})).toMatchObject({
      ok: false,
      code: 'INVALID_RESPONSE',
      message: UNREADABLE_ANSWER_MESSAGE,
    });
  });

  it('asks nothing while signed out or offline', async () => {
    const server = fakeServer().on(at(searchContracts), answer(searchContracts, 200, page));
    resetSession();
    expect(await searchCloudContracts({})).toEqual({
      ok: false,
      kind: 'http',
      status: 401,
      code: 'UNAUTHORIZED',
      message: CLOUD_SIGN_IN_MESSAGE,
    });
    signedInAs(1);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await searchCloudContracts({})).toEqual({ ok: false, kind: 'offline', message: OFFLINE_MESSAGE });
    expect(server.requests).toHaveLength(0);
  });

  it('rejects with the AbortError when a newer search replaced it', async () => {
    fakeServer().on(at(searchContracts), answer(searchContracts, 200, page));
    const controller = new AbortController();
    controller.abort();

    await expect(searchCloudContracts({ last: 'a' }, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadCloudContract', () => {
  it('saves the cloud copy on the device, synced at its version', async () => {
    fakeServer().on(GET_ONE, downloadAnswer());
    const heard: string[] = [];
    onContractSynced((contract, source) => heard.push(`${source} ${contract.ContractId}`));

    const result = await downloadCloudContract(ID);

    expect(result).toEqual({ ok: true, contract: cloudContract(), version: 6, saved: true });
    expect(await getContract(ID)).toEqual({
      ...cloudContract(),
      ServerVersion: 6,
      SyncDate: SYNCED_AT,
      Changed: false,
    });
    expect(heard).toEqual([`download ${ID}`]);
  });

  it('brings an older shape up to date through the upgrade steps', async () => {
    const { SchemaVersion: _v, ServerVersion: _s, Changed: _c, Area: _area, ...older } = cloudContract();
    fakeServer().on(GET_ONE, strangeDownloadAnswer(older));

    const result = await downloadCloudContract(ID);

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.contract.SchemaVersion).toBe(cloudContract().SchemaVersion);
    expect(result.contract.Area.AreaRoom).toHaveLength(1);
    expect(result.contract).toMatchObject({
      ServerVersion: 6,
      SyncDate: SYNCED_AT,
      Changed: false,
      Description: 'From the cloud',
    });
  });

  it('replaces a device copy that has nothing pending', async () => {
    await saveContract(markSynced({ ...handWorkedContract(), Description: 'Older' }, 5, '2026-11-20T09:00:00.000Z'));
    fakeServer().on(GET_ONE, downloadAnswer());

    expect((await downloadCloudContract(ID)).ok).toBe(true);
    expect((await getContract(ID))?.Description).toBe('From the cloud');
  });

  it('never silently replaces a device copy with changes not synced: both copies come back to choose', async () => {
    const device = markChanged({ ...handWorkedContract(), Description: 'Typed on the tablet' });
    await saveContract(device);
    fakeServer().on(GET_ONE, downloadAnswer());

    const result = await downloadCloudContract(ID);

    expect(result).toMatchObject({
      ok: false,
      reason: 'pending-changes',
      message: PENDING_CHANGES_MESSAGE,
      device,
      cloud: cloudContract(),
      cloudVersion: 6,
      differences: expect.arrayContaining([
        { field: 'Description', device: 'Typed on the tablet', cloud: 'From the cloud' },
      ]),
    });
    expect(await getContract(ID)).toEqual(device);

    // The agent takes the cloud copy after all.
    if (result.ok || result.reason !== 'pending-changes') return;
    await takeCloudCopy(result.cloud, result.cloudVersion);
    expect(await getContract(ID)).toEqual(cloudContract());
  });

  it('takes the cloud copy over pending changes that are the same content', async () => {
    const device = markChanged({ ...handWorkedContract(), Description: 'From the cloud' });
    await saveContract(device);
    fakeServer().on(GET_ONE, downloadAnswer());

    expect((await downloadCloudContract(ID)).ok).toBe(true);
    expect(await getContract(ID)).toEqual(cloudContract());
  });

  it('tells why a download failed, and writes nothing', async () => {
    fakeServer().on(GET_ONE, apiError(404, 'NOT_FOUND', `There is no contract ${ID} in the cloud.`));
    expect(await downloadCloudContract(ID)).toEqual({
      ok: false,
      reason: 'not-found',
      message: `Could not download the contract: there is no contract ${ID} in the cloud.`,
    });

    fakeServer().on(GET_ONE, strangeDownloadAnswer({ ContractId: ID, SchemaVersion: 99 }));
    expect(await downloadCloudContract(ID)).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await getContract(ID)).toBeNull();
  });

  it('asks nothing while offline or signed out', async () => {
    const server = fakeServer().on(GET_ONE, downloadAnswer());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false);
    expect(await downloadCloudContract(ID)).toMatchObject({ ok: false, reason: 'offline' });
    resetSession();
    expect(await downloadCloudContract(ID)).toEqual({
      ok: false,
      reason: 'signed-out',
      message: CLOUD_SIGN_IN_MESSAGE,
    });
    expect(server.requests).toHaveLength(0);
  });
});
