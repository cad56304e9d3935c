// For the signed-contract tests: a signed record of the hand-worked contract
// under a ContractId of its own, and the push that carries it with a PDF.
import type { SignedPush } from '#api/signed-contract-schema';
import { sealRecord } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import type { SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { asContract, contractIdFor } from './contracts';

export function signedRecordFor(label: string): SignedRecord {
  const contract = asContract(handWorkedContract(), contractIdFor(label));
  return sealRecord(
    signedContentOf({ ...contract, Customer: { ...contract.Customer, First: 'Maria', Last: 'Kowalski' } }),
  );
}

/** Stands for the signed PDF: the server checks its hash, not its layout. */
export function pdfOf(record: SignedRecord): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.7 contract ${record.contract.ContractId} signed ${record.contentHash}`);
}

export function signedPushFor(record: SignedRecord, pdf = pdfOf(record)): SignedPush {
  return { record, pdf: Buffer.from(pdf).toString('base64'), pdfHash: sha256Hex(pdf) };
}
