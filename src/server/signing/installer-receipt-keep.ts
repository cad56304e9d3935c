// Installers' receipts in the cloud (docs/decisions/067-receipts-in-the-cloud.md). No relay for the company's email:
// only a receipt of a contract the cloud holds signed, from someone who may change it, whose areas the labels bear
// out, is kept and emailed once, to the customer's address of the signing, the agent in copy. Rows never change.
import { and, asc, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { InstallerReceiptPush, ReceiptKept } from '#api/installer-receipt-schema';
import { receiptProblems } from '#domain/insulation/installer-receipt';
import { mayWrite, notYoursMessage, type Caller } from '../contracts/attribution';
import type { AppDatabase } from '../db/connection';
import { emailOutbox, installerReceipts, signedContracts, workscopes } from '../db/schema';
import { contractOwner } from './contract-owner';
import { looksLikePdf, pdfHash, SIGNED_PER_AGENT_PER_DAY } from './signed-push-checks';
import { inspectPdf } from './pdf-inspection';
import { isContractAddress } from '#domain/signing/email-address';
import { receiptKeywords } from '#domain/signing/paper-keywords';
import { emailStatuses } from './signed-versions';

export type ReceiptKeepOutcome =
  | { kind: 'kept'; kept: ReceiptKept; created: boolean }
  | { kind: 'not-a-pdf' }
  | { kind: 'active-pdf'; names: string[] }
  | { kind: 'pdf-mismatch' }
  | { kind: 'no-contract' }
  /** The cloud holds no signed copy of the contract: a receipt follows the signed contract. */
  | { kind: 'not-signed' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'too-many'; retryAfterSeconds: number }
  /** An area the labels do not bear out, said as the installer's screen says it. */
  | { kind: 'not-on-label'; problems: string[] }
  | { kind: 'other-pdf'; kept: ReceiptKept };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The device's id for a receipt: its contract and the installer's signing time (src/web/storage/receipt-storage.ts). */
export const receiptIdOf = (push: InstallerReceiptPush) =>
  `${push.receipt.ContractId}@${push.receipt.Installer.SignedAt}`;

/** What the labels of the price book say against the receipt: a product it has no label chart for is refused. */
async function labelProblems(db: AppDatabase, push: InstallerReceiptPush): Promise<string[]> {
  const rows = await db.select({ chart: workscopes.chart }).from(workscopes).where(isNotNull(workscopes.chart));
  const charts = rows.flatMap(({ chart }) => (chart ? [chart] : []));
  const products = new Set(charts.map((chart) => chart.product));
  const unknown = push.receipt.Areas.filter((area) => !products.has(area.Product)).map(
    (area) => `${area.Area}: ${area.Product} is no product of the price book with a label chart`,
  );
  return unknown.length > 0 ? unknown : receiptProblems(push.receipt, charts);
}

/**
 * Keeps a receipt and queues its email, after checking, cheapest first: that the PDF is one, a retry, that the
 * contract is in the cloud, signed, and the caller's; the day's count; the labels; the PDF's hash and that it opens.
 */
export async function keepInstallerReceipt(
  db: AppDatabase,
  push: InstallerReceiptPush,
  caller: Caller,
  now: Date,
): Promise<ReceiptKeepOutcome> {
  const pdf = Uint8Array.from(Buffer.from(push.pdf, 'base64'));
  if (!looksLikePdf(pdf)) return { kind: 'not-a-pdf' };
  const id = receiptIdOf(push);
  const [before] = await receiptsKept(db, { ids: [id] });
  if (before) {
    return before.pdfHash === push.pdfHash
      ? { kind: 'kept', kept: before, created: false }
      : { kind: 'other-pdf', kept: before };
  }
  const contractId = push.receipt.ContractId;
  const found = await contractOwner(db, contractId, caller.userId);
  if (!found) return { kind: 'no-contract' };
  if (!mayWrite(caller, found.owner)) return { kind: 'forbidden', message: notYoursMessage(found.owner) };
  const [signed] = await db
    .select({ record: signedContracts.record })
    .from(signedContracts)
    .where(eq(signedContracts.contractId, contractId))
    .orderBy(desc(signedContracts.signedAt))
    .limit(1);
  if (!signed) return { kind: 'not-signed' };
  const [today] = await db
    .select({ n: count() })
    .from(installerReceipts)
    .where(
      and(
        eq(installerReceipts.receivedBy, caller.userId),
        gt(installerReceipts.receivedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) >= SIGNED_PER_AGENT_PER_DAY) return { kind: 'too-many', retryAfterSeconds: 60 * 60 };
  const problems = await labelProblems(db, push);
  if (problems.length > 0) return { kind: 'not-on-label', problems };
  if (pdfHash(pdf) !== push.pdfHash) return { kind: 'pdf-mismatch' };
  const inspection = await inspectPdf(pdf, {
    title: contractId,
    keywords: receiptKeywords(contractId, push.receipt.Installer.SignedAt),
  });
  if (inspection.kind === 'not-a-pdf') return { kind: 'not-a-pdf' };
  if (inspection.kind === 'active-content') return { kind: 'active-pdf', names: inspection.names };

  // The customer's address as their signed contract holds it, never one the receipt brings.
  const { consent, contract } = signed.record;
  const customer = isContractAddress(consent.email, contract.Customer.Email) ? consent.email.trim() : '';
  // The agent's copy goes to the contract's agent as the cloud knows them, else to whoever handed the receipt in.
  const agentOfRecord = found.row.agentId ? found.known.get(found.row.agentId) : undefined;
  const agentAddress = agentOfRecord?.email ?? found.known.get(caller.userId)?.email ?? '';
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(installerReceipts)
      .values({
        id,
        contractId,
        receipt: push.receipt,
        pdfHash: push.pdfHash,
        pdf,
        signedAt: new Date(push.receipt.Installer.SignedAt),
        receivedAt: now,
        receivedBy: caller.userId,
      })
      .onConflictDoNothing()
      .returning({ id: installerReceipts.id });
    if (inserted.length === 0) return false;
    const to = customer || agentAddress;
    // A receipt whose PDF does not name itself (an older app's) is kept and shown to the office, not emailed.
    if (to && inspection.kind === 'this-document') {
      await tx.insert(emailOutbox).values({
        installerReceiptId: id,
        reason: 'receipt',
        toAddress: to,
        toRecipient: customer ? 'customer' : 'agent',
        ccAddress: customer && agentAddress && agentAddress !== customer ? agentAddress : null,
        nextAttemptAt: now,
      });
    }
    return true;
  });
  const [kept] = await receiptsKept(db, { ids: [id] });
  if (!kept) throw new Error(`installer's receipt ${id} was not found after it was kept`);
  if (kept.pdfHash !== push.pdfHash) return { kind: 'other-pdf', kept };
  return { kind: 'kept', kept, created };
}

/** What the cloud keeps of the receipts of one contract, or of the given ids, first signed first. */
export async function receiptsKept(
  db: AppDatabase,
  which: { contractId: string } | { ids: string[] },
): Promise<ReceiptKept[]> {
  const rows = await db
    .select({
      id: installerReceipts.id,
      contractId: installerReceipts.contractId,
      pdfHash: installerReceipts.pdfHash,
      signedAt: installerReceipts.signedAt,
      receivedAt: installerReceipts.receivedAt,
    })
    .from(installerReceipts)
    .where(
      'contractId' in which
        ? eq(installerReceipts.contractId, which.contractId)
        : inArray(installerReceipts.id, which.ids),
    )
    .orderBy(asc(installerReceipts.signedAt));
  if (rows.length === 0) return [];
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.installerReceiptId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(emailOutbox.id));
  return rows.map((row) => ({
    ...row,
    signedAt: row.signedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    emails: emails.filter((email) => email.installerReceiptId === row.id).flatMap(emailStatuses),
  }));
}
