// The contract the customer just signed, kept on the device: the signed record
// and its PDF, written once and never changed (docs/decisions/031-the-signed-contract.md),
// then the builder's copy carries the signature's date and is saved to sync.
import type { SignedRecord } from '#domain/signing/signed-record';
import { keepContract } from '../storage/contract-writes';
import { saveSigned } from '../storage/signed-storage';
import { useBuilderStore } from './builder-store';

/** False when the signed record could not be written: nothing of the signing is kept then. */
export async function keepSigned(record: SignedRecord, pdf: Uint8Array, pdfHash: string): Promise<boolean> {
  try {
    await saveSigned(record, pdf, pdfHash);
  } catch {
    return false;
  }
  useBuilderStore.getState().applySigned(record.contract);
  const working = useBuilderStore.getState().contract;
  if (working) await keepContract(working);
  return true;
}
