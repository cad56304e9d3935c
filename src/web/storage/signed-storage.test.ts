// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { setDeposit } from '#domain/contract/values';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { resetWebState } from '../testing/web-state';
import type { DeviceDatabase } from './device-database';
import {
  listSigned,
  readSignedPdf,
  saveReceipt,
  saveSigned,
  signedAwaitingCloud,
  signedContracts,
} from './signed-storage';

let db: DeviceDatabase;
beforeEach(() => {
  db = resetWebState();
});

const record = sealRecord(signedContentOf(handWorkedContract()));
const pdf = new TextEncoder().encode('%PDF-1.7 signed');

describe('contracts signed on the device', () => {
  it('keeps the record and its PDF, and lists it by contract', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const [kept] = await listSigned(record.contract.ContractId);
    expect(kept?.record).toEqual(record);
    expect(kept?.pdfHash).toBe(sha256Hex(pdf));
    expect(kept?.receipt).toBeNull();
    expect(await readSignedPdf(record.contentHash)).toEqual(pdf);
    expect(await signedContracts()).toEqual({ [record.contract.ContractId]: [record.contract] });
    expect(await listSigned('SOMEONEELSE1')).toEqual([]);
  });

  it('keeps a contract signed with nobody signed in on the tablet, prepared by the sales office', async () => {
    const byTheOffice = sealRecord({
      ...signedContentOf(handWorkedContract()),
      preparedBy: { Id: '', First: '', Last: '', Email: 'sales@northwind.example', Display: 'Northwind Sales Office' },
    });
    await saveSigned(byTheOffice, pdf, sha256Hex(pdf));
    expect((await listSigned()).map((entry) => entry.record.preparedBy.Display)).toEqual(['Northwind Sales Office']);
    expect(await db.quarantine.count()).toBe(0);
  });

  it('never rewrites a signed record: a second save of the same hash changes nothing', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const other = new TextEncoder().encode('%PDF-1.7 other bytes');
    await saveSigned(record, other, sha256Hex(other));
    expect(await readSignedPdf(record.contentHash)).toEqual(pdf);
    expect((await listSigned())[0]?.pdfHash).toBe(sha256Hex(pdf));
  });

  it('sets aside a record changed after signing, in quarantine, and does not use it', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    const changed = { ...record, contract: { ...record.contract, Values: setDeposit(record.contract.Values, 2000) } };
    await db.signed.update(record.contentHash, { record: changed });
    expect(await listSigned()).toEqual([]);
    const quarantined = await db.quarantine.toArray();
    expect(quarantined.map((entry) => [entry.source, entry.reason])).toEqual([
      ['signed', 'Its content no longer matches its hash.'],
    ]);
  });

  it('waits for the cloud until its receipt is kept', async () => {
    await saveSigned(record, pdf, sha256Hex(pdf));
    expect((await signedAwaitingCloud()).map((entry) => entry.record.contentHash)).toEqual([record.contentHash]);
    await saveReceipt({
      contractId: record.contract.ContractId,
      contentHash: record.contentHash,
      pdfHash: sha256Hex(pdf),
      receivedAt: '2026-11-24T18:00:00.000Z',
      signedAt: record.contract.Date,
      emails: [],
    });
    expect(await signedAwaitingCloud()).toEqual([]);
    expect((await listSigned())[0]?.receipt?.receivedAt).toBe('2026-11-24T18:00:00.000Z');
  });
});
