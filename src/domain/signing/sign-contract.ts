// The rules of signing (docs/decisions/031-the-signed-contract.md): the buyer and the agent must sign, a co-buyer
// may; the buyer's signature fixes the transaction date every deadline counts from; the content hash covers all that
// was signed; a working copy whose content is a signed record's is frozen until the agent makes a new version.
import { contentFingerprint } from '../contract/transaction-date';
import { canonicalJson, sameContent } from '../contract/content';
import type { Contract } from '../contract/model';
import { withoutOptions } from '../contract/options';
import { sha256Hex } from './sha256';
import type { Signature, SignedContent, SignedRecord, SignerRole } from './signed-record';

export const REQUIRED_SIGNERS: readonly SignerRole[] = ['buyer', 'agent'];

/** Who still has to sign; empty when the contract can be signed off. */
export function missingSigners(signatures: readonly Signature[]): SignerRole[] {
  return REQUIRED_SIGNERS.filter((role) => !signatures.some((signature) => signature.role === role));
}

/** The moment of the buyer's signature: the transaction date of a signed contract. */
export function transactionMoment(signatures: readonly Signature[]): string | null {
  return signatures.find((signature) => signature.role === 'buyer')?.signedAt ?? null;
}

/**
 * The contract as it is signed: the option the customer chose alone (docs/decisions/056-options.md), dated and saved
 * at the buyer's signature, without the stamps of a sync.
 */
export function contractAsSigned(contract: Contract, signatures: readonly Signature[]): Contract {
  const moment = transactionMoment(signatures);
  if (moment === null) throw new Error('a contract is signed by its buyer first');
  const Saved = { At: moment, Content: contentFingerprint(contract) };
  return { ...withoutOptions(contract), Date: moment, Saved, Changed: false, SyncDate: null, ServerVersion: null };
}

export function contentHash(content: SignedContent): string {
  return sha256Hex(canonicalJson(content));
}

export function sealRecord(content: SignedContent): SignedRecord {
  return { ...content, contentHash: contentHash(content) };
}

/** True when the record's hash is the hash of what it holds: nothing was changed after signing. */
export function recordIsIntact(record: SignedRecord): boolean {
  const { contentHash: claimed, ...content } = record;
  return contentHash(content) === claimed;
}

/** True when the working copy says exactly what a signed record says: it may not be edited as it is. */
export function isSignedCopy(contract: Contract, records: readonly Pick<SignedRecord, 'contract'>[]): boolean {
  const chosen = withoutOptions(contract);
  return records.some(
    (record) => record.contract.ContractId === contract.ContractId && sameContent(record.contract, chosen),
  );
}
