// Contracts signed on this device (docs/decisions/031-the-signed-contract.md): a record and its PDF are written once,
// in one transaction, and never changed, except that the cloud's receipt is added once it reaches the office. A row
// whose hash no longer matches what it holds is moved to quarantine, never used.
import { signedReceiptSchema, signedRecordSchema, type SignedReceipt } from '#api/signed-contract-schema';
import type { Contract } from '#domain/contract/model';
import { recordIsIntact } from '#domain/signing/sign-contract';
import type { SignedRecord } from '#domain/signing/signed-record';
import { getDeviceDatabase, nowIso, type StoredSignedRow } from './device-database';

export interface SignedOnDevice {
  record: SignedRecord;
  pdfHash: string;
  /** Null until the cloud has kept it. */
  receipt: SignedReceipt | null;
}

export async function saveSigned(record: SignedRecord, pdf: Uint8Array, pdfHash: string): Promise<void> {
  const db = getDeviceDatabase();
  await db.transaction('rw', db.signed, db.signedPdfs, async () => {
    // Written once: a second write of the same record changes nothing.
    if (await db.signed.get(record.contentHash)) return;
    await db.signedPdfs.put({ contentHash: record.contentHash, pdf });
    await db.signed.put({
      contentHash: record.contentHash,
      ContractId: record.contract.ContractId,
      record,
      pdfHash,
      signedAt: record.contract.Date,
      receipt: null,
    });
  });
}

async function readRow(row: StoredSignedRow): Promise<SignedOnDevice | null> {
  const record = signedRecordSchema.safeParse(row.record);
  if (record.success && recordIsIntact(record.data) && record.data.contentHash === row.contentHash) {
    const receipt = signedReceiptSchema.safeParse(row.receipt);
    return { record: record.data, pdfHash: row.pdfHash, receipt: receipt.success ? receipt.data : null };
  }
  const db = getDeviceDatabase();
  const reason = record.success ? 'Its content no longer matches its hash.' : record.error.message;
  await db.transaction('rw', db.signed, db.quarantine, async () => {
    await db.quarantine.add({ source: 'signed', raw: row, reason, at: nowIso() });
    await db.signed.delete(row.contentHash);
  });
  return null;
}

/** The signed records of one contract, or of all, oldest signature first. */
export async function listSigned(contractId?: string): Promise<SignedOnDevice[]> {
  const table = getDeviceDatabase().signed;
  const rows =
    contractId === undefined ? await table.toArray() : await table.where('ContractId').equals(contractId).toArray();
  const read = await Promise.all(rows.map(readRow));
  return read
    .filter((entry) => entry !== null)
    .sort((a, b) => a.record.contract.Date.localeCompare(b.record.contract.Date));
}

/** The contracts as signed, by contract id: what the builder freezes. */
export async function signedContracts(): Promise<Record<string, Contract[]>> {
  const byId: Record<string, Contract[]> = {};
  for (const { record } of await listSigned()) (byId[record.contract.ContractId] ??= []).push(record.contract);
  return byId;
}

export async function readSignedPdf(contentHash: string): Promise<Uint8Array | null> {
  return (await getDeviceDatabase().signedPdfs.get(contentHash))?.pdf ?? null;
}

/** Records the cloud has not confirmed yet. */
export async function signedAwaitingCloud(): Promise<SignedOnDevice[]> {
  return (await listSigned()).filter((entry) => entry.receipt === null);
}

/** The cloud kept the record (or told of its emails since): its answer is kept beside it. */
export async function saveReceipt(receipt: SignedReceipt): Promise<void> {
  await getDeviceDatabase().signed.update(receipt.contentHash, { receipt });
}
