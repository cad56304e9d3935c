// For the signed-contract tests: a signed record of the hand-worked contract
// under a ContractId of its own, and the push that carries it with a PDF.
import type { FastifyInstance } from 'fastify';
import type { SignedPush } from '#api/signed-contract-schema';
import { sealRecord } from '#domain/signing/sign-contract';
import { signedContractKeywords } from '#domain/signing/paper-keywords';
import { sha256Hex } from '#domain/signing/sha256';
import type { SignedRecord } from '#domain/signing/signed-record';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { signedContentOf } from '#domain/testing/signing';
import { pushContract } from '../contracts/push-contract';
import type { AppDatabase } from '../db/connection';
import { asContract, contractIdFor } from './contracts';

export function signedRecordFor(label: string): SignedRecord {
  const contract = asContract(handWorkedContract(), contractIdFor(label));
  return sealRecord(
    signedContentOf({ ...contract, Customer: { ...contract.Customer, First: 'Maria', Last: 'Kowalski' } }),
  );
}

/**
 * Stands for the signed PDF: one blank page that opens, whose document information names the contract and its
 * content as the tablet's PDF does (its hash differs per record); `label: false` for one from an older app.
 */
export function pdfOf(record: SignedRecord, note = '', { label = true, extra = '' } = {}): Uint8Array {
  const keywords = signedContractKeywords(record.contract.ContractId, record.contentHash).join(' ');
  return blankPdf(
    `contract ${record.contract.ContractId} signed ${record.contentHash} ${note}`,
    label ? `/Title (Contract ${record.contract.ContractId} \\(signed\\)) /Keywords (${keywords})` : '',
    extra,
  );
}

/** A one-page PDF with a comment, the given document information and catalogue entries (`extra`). */
export function blankPdf(comment: string, info: string, extra = ''): Uint8Array {
  return new TextEncoder().encode(
    [
      '%PDF-1.7',
      `% ${comment}`,
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      `4 0 obj << ${info} >> endobj`,
      'trailer << /Root 1 0 R /Info 4 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

/** Puts the signed contract in the cloud as `pushedBy` would sync it before its signed copy. */
export async function syncSignedContract(db: AppDatabase, record: SignedRecord, pushedBy: string): Promise<void> {
  const outcome = await pushContract(db, record.contract, null, {
    deviceUserAgent: 'signed-test',
    pushedBy,
    role: 'agent',
    now: new Date(record.contract.Date),
  });
  if (outcome.status !== 'written' && outcome.status !== 'unchanged') {
    throw new Error(`the signed contract was not synced: ${JSON.stringify(outcome).slice(0, 300)}`);
  }
}

export function signedPushFor(record: SignedRecord, pdf = pdfOf(record)): SignedPush {
  return { record, pdf: Buffer.from(pdf).toString('base64'), pdfHash: sha256Hex(pdf) };
}

/** The contract synced by `pushedBy`, then its signed copy handed in over the API, as the agent's tablet does. */
export async function handInSigned(
  h: { app: FastifyInstance; database: { db: AppDatabase }; authorization: string; jane: { Id: string } },
  record: SignedRecord,
): Promise<void> {
  await syncSignedContract(h.database.db, record, h.jane.Id);
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/contracts/${record.contract.ContractId}/signed`,
    headers: { authorization: h.authorization },
    payload: signedPushFor(record) as unknown as Record<string, unknown>,
  });
  if (res.statusCode !== 201) throw new Error(`the signed copy was not kept (${res.statusCode}): ${res.body}`);
}
