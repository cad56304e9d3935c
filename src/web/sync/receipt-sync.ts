// Installers' receipts to the cloud (docs/decisions/067-receipts-in-the-cloud.md), after the signed contracts: each
// receipt goes once, with its PDF, in one request; a retry after a lost answer gets the same answer. A receipt whose
// contract is not signed in the cloud yet waits for the next sync; a refusal is kept as the contract's sync problem.
import { pushInstallerReceipt, listInstallerReceipts } from '#api/endpoints/installer-receipt-endpoints';
import { receiptKeptSchema, type ReceiptKept } from '#api/installer-receipt-schema';
import { sha256Hex } from '#domain/signing/sha256';
import {
  listAllInstallerReceipts,
  readInstallerReceiptPdf,
  saveReceiptKept,
  type ReceiptOnDevice,
} from '../storage/receipt-storage';
import { callEndpoint } from './api-client';
import { base64 } from './base64';
import { notifySignedReceipt } from './contract-sync-events';
import { isOnline } from './online';
import { SIGNED_PUSH_TIMEOUT_MS } from './signed-sync';
import { recordSyncOutcome } from './sync-problems';

type PushOutcome = 'kept' | 'unreachable' | 'refused';

async function keep(kept: ReceiptKept): Promise<void> {
  await saveReceiptKept(kept);
  notifySignedReceipt(kept.contractId);
}

async function pushReceipt({ id, receipt }: ReceiptOnDevice): Promise<PushOutcome> {
  const pdf = await readInstallerReceiptPdf(id);
  if (!pdf) return 'refused';
  const result = await callEndpoint(
    pushInstallerReceipt,
    { params: { contractId: receipt.ContractId }, body: { receipt, pdf: base64(pdf), pdfHash: sha256Hex(pdf) } },
    { timeoutMs: SIGNED_PUSH_TIMEOUT_MS },
  );
  if (result.ok) {
    await keep(result.data);
    return 'kept';
  }
  if (result.kind === 'offline' || result.status >= 500 || result.status === 401 || result.status === 429) {
    return 'unreachable';
  }
  const kept = receiptKeptSchema.safeParse((result.details as { kept?: unknown } | undefined)?.kept);
  if (result.status === 409 && kept.success) {
    // The cloud kept this receipt before, with the PDF it has: that is the record of it.
    await keep(kept.data);
    return 'kept';
  }
  // The signed copy goes first; it may not have reached the cloud yet.
  if (result.status === 409 || result.status === 404) return 'unreachable';
  recordSyncOutcome(receipt.ContractId, {
    kind: 'refused',
    message: `The installer’s receipt was not accepted by the office: ${result.message}`,
  });
  return 'refused';
}

const emailPending = (kept: ReceiptKept) => kept.emails.some((email) => email.status === 'waiting');

/** Sends every receipt the cloud has not kept yet, then asks again after emails still waiting; how many wait. */
export async function syncInstallerReceipts(): Promise<{ unreachable: number }> {
  const receipts = await listAllInstallerReceipts();
  const unsent = receipts.filter((entry) => entry.kept === null);
  if (!isOnline()) return { unreachable: unsent.length };
  let unreachable = 0;
  for (const entry of unsent) {
    if ((await pushReceipt(entry)) === 'unreachable') unreachable += 1;
  }
  const waiting = receipts.filter((entry) => entry.kept !== null && emailPending(entry.kept));
  for (const contractId of new Set(waiting.map((entry) => entry.receipt.ContractId))) {
    const result = await callEndpoint(listInstallerReceipts, { params: { contractId } });
    if (!result.ok) break;
    for (const kept of result.data.items) await keep(kept);
  }
  return { unreachable };
}
