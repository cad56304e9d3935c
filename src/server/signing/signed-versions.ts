// Signed versions of contracts in the cloud (docs/decisions/031-the-signed-contract.md).
// The server trusts neither hash a tablet sends: it recomputes the content
// hash from the record with the domain's own function and the SHA-256 of the
// PDF bytes, and refuses a record or a PDF that does not match (422). A
// version is kept once, with its email, in one transaction; a retry finds it
// and answers the same. Rows are never changed (a trigger refuses it).
import { asc, eq, inArray } from 'drizzle-orm';
import type { EmailStatus, SignedPush, SignedReceipt } from '#api/signed-contract-schema';
import { recordIsIntact } from '#domain/signing/sign-contract';
import { sha256Hex } from '#domain/signing/sha256';
import type { AppDatabase } from '../db/connection';
import { emailOutbox, signedContracts } from '../db/schema';

export type KeepOutcome =
  | { kind: 'kept'; receipt: SignedReceipt; created: boolean }
  | { kind: 'content-mismatch' }
  | { kind: 'pdf-mismatch' }
  /** The same signed content arrived before with another PDF: the first one stays. */
  | { kind: 'other-pdf'; receipt: SignedReceipt };

export async function keepSignedVersion(
  db: AppDatabase,
  push: SignedPush,
  receivedBy: string,
  now: Date,
): Promise<KeepOutcome> {
  if (!recordIsIntact(push.record)) return { kind: 'content-mismatch' };
  const pdf = Uint8Array.from(Buffer.from(push.pdf, 'base64'));
  if (sha256Hex(pdf) !== push.pdfHash) return { kind: 'pdf-mismatch' };
  const { record } = push;

  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(signedContracts)
      .values({
        contentHash: record.contentHash,
        contractId: record.contract.ContractId,
        pdfHash: push.pdfHash,
        record,
        pdf,
        signedAt: new Date(record.contract.Date),
        receivedAt: now,
        receivedBy,
      })
      .onConflictDoNothing()
      .returning({ contentHash: signedContracts.contentHash });
    if (inserted.length === 0) return false;
    const customer = record.consent.email.trim();
    const agent = record.preparedBy.Email.trim();
    const to = customer || agent;
    if (to) {
      await tx.insert(emailOutbox).values({
        signedContentHash: record.contentHash,
        toAddress: to,
        toRecipient: customer ? 'customer' : 'agent',
        ccAddress: customer && agent && agent !== customer ? agent : null,
        nextAttemptAt: now,
      });
    }
    return true;
  });

  const [receipt] = await signedReceipts(db, { contentHashes: [record.contentHash] });
  if (!receipt) throw new Error(`signed version ${record.contentHash} was not found after it was kept`);
  if (receipt.pdfHash !== push.pdfHash) return { kind: 'other-pdf', receipt };
  return { kind: 'kept', receipt, created };
}

type OutboxRow = typeof emailOutbox.$inferSelect;

function emailStatuses(row: OutboxRow | undefined): EmailStatus[] {
  if (!row) return [];
  const status: EmailStatus['status'] = row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'waiting';
  const base = { status, sentAt: row.sentAt?.toISOString() ?? null, attempts: row.attempts, lastError: row.lastError };
  return [
    { recipient: row.toRecipient, to: row.toAddress, ...base },
    ...(row.ccAddress ? [{ recipient: 'agent' as const, to: row.ccAddress, ...base }] : []),
  ];
}

/** What the cloud keeps of the signed versions of one contract, or of the given hashes, oldest first. */
export async function signedReceipts(
  db: AppDatabase,
  which: { contractId: string } | { contentHashes: string[] },
): Promise<SignedReceipt[]> {
  const rows = await db
    .select({
      contentHash: signedContracts.contentHash,
      contractId: signedContracts.contractId,
      pdfHash: signedContracts.pdfHash,
      signedAt: signedContracts.signedAt,
      receivedAt: signedContracts.receivedAt,
    })
    .from(signedContracts)
    .where(
      'contractId' in which
        ? eq(signedContracts.contractId, which.contractId)
        : inArray(signedContracts.contentHash, which.contentHashes),
    )
    .orderBy(asc(signedContracts.signedAt));
  if (rows.length === 0) return [];
  const emails = await db
    .select()
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.signedContentHash,
        rows.map((row) => row.contentHash),
      ),
    );
  const byHash = new Map(emails.map((row) => [row.signedContentHash, row]));
  return rows.map((row) => ({
    contractId: row.contractId,
    contentHash: row.contentHash,
    pdfHash: row.pdfHash,
    signedAt: row.signedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    emails: emailStatuses(byHash.get(row.contentHash)),
  }));
}
