// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { markChanged, markSynced } from '#domain/contract/saving';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { saveCatalogue } from './catalogue-storage';
import { readDeviceContracts, removeSyncedContracts } from './contract-removal';
import { listContracts, saveContract } from './contract-storage';
import { CURRENT_CATALOGUE_ID, type DeviceDatabase } from './device-database';
import { readMeta, writeMeta } from './meta-storage';
import { listSigned, readSignedPdf, saveReceipt, saveSigned } from './signed-storage';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import { signedContentOf } from '#domain/testing/signing';
import { resetWebState } from '../testing/web-state';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});
afterEach(async () => {});

const synced = (contractId: string): Contract =>
  markSynced({ ...handWorkedContract(), ContractId: contractId }, 1, '2026-11-22T10:00:00.000Z');
const pending = (contractId: string): Contract => markChanged({ ...handWorkedContract(), ContractId: contractId });
const AGENT = { Id: 'user-1', First: 'Jane', Last: 'Demo', Email: 'agent@example.com', Display: 'Jane Demo' };

async function deviceWith(...contracts: Contract[]): Promise<void> {
  for (const contract of contracts) await saveContract(contract);
  await saveCatalogue({ scopes: [], etag: '"v1"', downloadedAt: '2026-11-20T08:00:00.000Z' });
  await writeMeta('lastAgent', AGENT);
}

describe('readDeviceContracts', () => {
  it('counts the contracts and names those not synced: changed since, never synced, or unreadable', async () => {
    await deviceWith(synced('AAAAAAAAAAA1'), pending('BBBBBBBBBBB2'), synced('CCCCCCCCCCC3'));
    // Saved by a newer build: this one cannot read it, so it counts as not synced.
    await db.contracts.put({ ContractId: 'DDDDDDDDDDD4', SchemaVersion: 999 } as unknown as Contract);
    expect(await readDeviceContracts()).toEqual({
      total: 4,
      notSynced: ['BBBBBBBBBBB2', 'DDDDDDDDDDD4'],
      unsavedDraft: false,
    });
  });

  it('counts a changed draft: as not synced when it is in the list, as unsaved when it is not', async () => {
    await deviceWith(synced('AAAAAAAAAAA1'));
    await writeMeta('draft', pending('AAAAAAAAAAA1'));
    expect(await readDeviceContracts()).toEqual({ total: 1, notSynced: ['AAAAAAAAAAA1'], unsavedDraft: false });
    await writeMeta('draft', pending('EEEEEEEEEEE5'));
    expect(await readDeviceContracts()).toEqual({ total: 1, notSynced: [], unsavedDraft: true });
    // An untouched blank (or a synced contract just opened) is nothing to lose.
    await writeMeta('draft', { ...pending('EEEEEEEEEEE5'), Changed: false });
    expect(await readDeviceContracts()).toEqual({ total: 1, notSynced: [], unsavedDraft: false });
  });
});

describe('removeSyncedContracts', () => {
  it('refuses while 2 contracts are not synced, and removes nothing', async () => {
    await deviceWith(synced('AAAAAAAAAAA1'), pending('BBBBBBBBBBB2'), pending('CCCCCCCCCCC3'));
    await writeMeta('activeContractId', 'BBBBBBBBBBB2');

    const outcome = await removeSyncedContracts();

    expect(outcome).toEqual({
      removed: false,
      contracts: { total: 3, notSynced: ['BBBBBBBBBBB2', 'CCCCCCCCCCC3'], unsavedDraft: false },
    });
    expect((await listContracts()).contracts).toHaveLength(3);
    expect(await readMeta('activeContractId')).toBe('BBBBBBBBBBB2');
    expect(await readMeta('lastAgent')).toEqual(AGENT);
  });

  it('refuses while the contract being built is not saved', async () => {
    await deviceWith(synced('AAAAAAAAAAA1'));
    await writeMeta('draft', pending('EEEEEEEEEEE5'));
    expect(await removeSyncedContracts()).toMatchObject({ removed: false, contracts: { unsavedDraft: true } });
    expect((await listContracts()).contracts).toHaveLength(1);
  });

  it('removes every contract, the draft, the open contract and the last agent once all are synced, and keeps the catalogue', async () => {
    await deviceWith(synced('AAAAAAAAAAA1'), synced('BBBBBBBBBBB2'));
    await writeMeta('draft', synced('BBBBBBBBBBB2'));
    await writeMeta('activeContractId', 'BBBBBBBBBBB2');
    await writeMeta('lastDownload', '2026-11-20T08:00:00.000Z');

    expect(await removeSyncedContracts()).toEqual({ removed: true, count: 2 });

    expect(await db.contracts.count()).toBe(0);
    expect(await readMeta('draft')).toBeNull();
    expect(await readMeta('activeContractId')).toBeNull();
    expect(await readMeta('lastAgent')).toBeNull();
    expect(await db.catalogue.get(CURRENT_CATALOGUE_ID)).toMatchObject({ etag: '"v1"' });
    expect(await readMeta('lastDownload')).toBe('2026-11-20T08:00:00.000Z');
  });

  it('refuses while a contract signed here has not reached the cloud, then removes the signed records and PDFs too', async () => {
    const signed = sealRecord(signedContentOf(synced('SSSSSSSSSSS1')));
    const pdf = new TextEncoder().encode('%PDF-1.7 signed');
    await deviceWith(synced('SSSSSSSSSSS1'));
    await saveSigned(signed, pdf, sha256Hex(pdf));

    expect(await removeSyncedContracts()).toEqual({
      removed: false,
      contracts: { total: 1, notSynced: ['SSSSSSSSSSS1'], unsavedDraft: false },
    });
    expect(await listSigned()).toHaveLength(1);

    await saveReceipt({
      contractId: 'SSSSSSSSSSS1',
      contentHash: signed.contentHash,
      pdfHash: sha256Hex(pdf),
      receivedAt: '2026-11-24T18:30:00.000Z',
      signedAt: signed.contract.Date,
      emails: [],
    });
    expect(await removeSyncedContracts()).toEqual({ removed: true, count: 1 });
    expect(await listSigned()).toEqual([]);
    expect(await readSignedPdf(signed.contentHash)).toBeNull();
  });
});
