// What the cloud checks of a signed contract before it keeps it and emails it from the company's address
// (docs/security.md): one address per email field, a PDF that is a PDF, both hashes recomputed with node:crypto (the
// tablet's pure-JavaScript SHA-256 costs ten times as much). The cheap checks come first, hashing and parsing last.
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { SignedRecord } from '#domain/signing/signed-record';
import { canonicalJson } from '#domain/contract/content';
import { isContractAddress, isSingleEmailAddress } from '#domain/signing/email-address';

/** Signed versions one agent may hand in per day: a busy day is five or six sales. */
export const SIGNED_PER_AGENT_PER_DAY = 40;

/** Why the record's addresses cannot be written to, with the field, or null. */
export function addressProblem(record: SignedRecord): { path: string; message: string } | null {
  const customer = record.consent.email.trim();
  if (customer !== '' && !isSingleEmailAddress(customer)) {
    return {
      path: 'record.consent.email',
      message: 'The email for the signed copy is not one email address: a signed copy goes to one address.',
    };
  }
  if (!isContractAddress(customer, record.contract.Customer.Email)) {
    return {
      path: 'record.consent.email',
      message:
        "The email for the signed copy is not the customer's email on the contract: the company sends a signed copy " +
        "only to the contract's own address, so an address given at signing is first written into the contract.",
    };
  }
  const agent = record.preparedBy.Email.trim();
  if (agent !== '' && !isSingleEmailAddress(agent)) {
    return {
      path: 'record.preparedBy.Email',
      message: "The agent's email in the signed contract is not one email address.",
    };
  }
  return null;
}

/** The first bytes of every PDF file, and the mark near its end. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return head === '%PDF-' && tail.includes('%%EOF');
}

/** True when the PDF opens and has at least one page. */
export async function pdfOpens(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}

const sha256 = (input: string | Uint8Array) => createHash('sha256').update(input).digest('hex');

/** The record's content hash, as the tablet computed it (domain's canonical JSON), by node:crypto. */
export function recordIntact(record: SignedRecord): boolean {
  const { contentHash: claimed, ...content } = record;
  return sha256(canonicalJson(content)) === claimed;
}

export function pdfHash(bytes: Uint8Array): string {
  return sha256(bytes);
}
