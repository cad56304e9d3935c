// Signed contracts to the cloud (docs/decisions/031-the-signed-contract.md): each record goes once, with its PDF, in
// one request; a retry after a lost answer gets the same receipt, so nothing is kept twice. Receipts whose email is
// still waiting are asked again next sync; a refusal is kept as the contract's sync problem, with the reason.
import type { z } from 'zod';
import type { signedPushSchema } from '#api/signed-contract-schema';
import { signedReceiptSchema, type SignedPush, type SignedReceipt } from '#api/signed-contract-schema';
import { listSigned, readSignedPdf, saveReceipt, type SignedOnDevice } from '../storage/signed-storage';
import { callEndpoint } from './api-client';
import { base64 } from './base64';
import { listSignedContracts, pushSignedContract } from '#api/endpoints/signed-endpoints';
import { notifySignedReceipt } from './contract-sync-events';
import { isOnline } from './online';
import { recordSyncOutcome } from './sync-problems';

/** A signed record can be large (its PDF): give it longer than a contract before counting it as unanswered. */
export const SIGNED_PUSH_TIMEOUT_MS = 120_000;

export type SignedPushOutcome = 'kept' | 'unreachable' | 'refused';

async function pushSigned({ record, pdfHash }: SignedOnDevice): Promise<SignedPushOutcome> {
  const pdf = await readSignedPdf(record.contentHash);
  if (!pdf) return 'refused';
  // Sent as it was stored: a record of an older contract shape is the server's to refuse, with a message the agent sees.
  const body = { record, pdf: base64(pdf), pdfHash } satisfies SignedPush as z.input<typeof signedPushSchema>;
  const result = await callEndpoint(
    pushSignedContract,
    { params: { contractId: record.contract.ContractId }, body },
    { timeoutMs: SIGNED_PUSH_TIMEOUT_MS },
  );
  if (result.ok) {
    await keepReceipt(result.data);
    return 'kept';
  }
  if (result.kind === 'offline' || result.status >= 500 || result.status === 401 || result.status === 429) {
    return 'unreachable';
  }
  const receipt = signedReceiptSchema.safeParse((result.details as { receipt?: unknown } | undefined)?.receipt);
  if (result.status === 409 && receipt.success) {
    // The cloud kept this signed version before, with the PDF it has: that is the record of it.
    await keepReceipt(receipt.data);
    return 'kept';
  }
  recordSyncOutcome(record.contract.ContractId, {
    kind: 'refused',
    message: `The signed copy was not accepted by the office: ${result.message}`,
  });
  return 'refused';
}

async function keepReceipt(receipt: SignedReceipt): Promise<void> {
  await saveReceipt(receipt);
  notifySignedReceipt(receipt.contractId);
}

async function refreshReceipts(contractIds: readonly string[]): Promise<void> {
  for (const contractId of contractIds) {
    const result = await callEndpoint(listSignedContracts, { params: { contractId } });
    if (!result.ok) return;
    for (const receipt of result.data.items) await keepReceipt(receipt);
  }
}

const emailPending = (receipt: SignedReceipt) => receipt.emails.some((email) => email.status === 'waiting');

/** Sends every signed record the cloud has not kept yet; how many could not reach it. */
export async function syncSignedRecords(): Promise<{ unreachable: number }> {
  if (!isOnline()) return { unreachable: (await listSigned()).filter((entry) => entry.receipt === null).length };
  const entries = await listSigned();
  let unreachable = 0;
  for (const entry of entries.filter((candidate) => candidate.receipt === null)) {
    if ((await pushSigned(entry)) === 'unreachable') unreachable += 1;
  }
  const waiting = entries.filter((entry) => entry.receipt !== null && emailPending(entry.receipt));
  await refreshReceipts([...new Set(waiting.map((entry) => entry.record.contract.ContractId))]);
  return { unreachable };
}
