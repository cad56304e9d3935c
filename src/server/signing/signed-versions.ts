// Signed versions of contracts in the cloud (docs/decisions/031-the-signed-contract.md). The route is no relay for
// the company's email: only a contract the cloud holds, signed as it holds it, by someone who may change it, is kept
// and emailed, at most SIGNED_PER_AGENT_PER_DAY a day per agent. Kept once with its email; rows never change.
import { and, asc, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { EmailStatus, SignedPush, SignedReceipt } from '#api/signed-contract-schema';
import { sameContent } from '#domain/contract/content';
import type { Contract } from '#domain/contract/model';
import { withoutOptions } from '#domain/contract/options';
import { agentOf, mayWrite, notYoursMessage, personName, type Caller } from '../contracts/attribution';
import { raiseInitialsFlag, raiseOffBookFlag, raiseOfferFlag } from '../contracts/contract-flags';
import { raisePreparerFlag } from './signed-copy-flags';
import { checkSignedApproval } from '../approval/signed-approval-check';
import { loadKnownAgents } from '../contracts/known-agents';
import type { AppDatabase } from '../db/connection';
import { contractVersions, emailOutbox, signedContracts } from '../db/schema';
import { contractOwner } from './contract-owner';
import { checkPreparer, sellerOfRecord, STRANGER_PREPARER_MESSAGE } from './seller-of-record';
import { inspectPdf } from './pdf-inspection';
import { withheldFromEmail } from './withheld-from-email';
import { signedContractKeywords } from '#domain/signing/paper-keywords';
import { addressProblem, looksLikePdf, pdfHash, recordIntact, SIGNED_PER_AGENT_PER_DAY } from './signed-push-checks';

export type KeepOutcome =
  | { kind: 'kept'; receipt: SignedReceipt; created: boolean }
  /** An email field holds more than one address, or not the contract's own; `path` names the field. */
  | { kind: 'bad-address'; path: string; message: string }
  | { kind: 'not-a-pdf' }
  /** A PDF that would run something, launch something or carry files when opened: never one the tablet makes. */
  | { kind: 'active-pdf'; names: string[] }
  | { kind: 'content-mismatch' }
  | { kind: 'pdf-mismatch' }
  /** The cloud has no such contract. */
  | { kind: 'no-contract' }
  /** The signed content is no version the cloud holds: the contract has to be synced first. */
  | { kind: 'not-synced' }
  /** The caller may not change this contract, so may not sign it off either. */
  | { kind: 'forbidden'; message: string }
  /** The record names as its preparer someone the cloud does not hold for this contract. */
  | { kind: 'bad-preparer'; message: string }
  | { kind: 'too-many'; retryAfterSeconds: number }
  /** The same signed content arrived before with another PDF: the first one stays. */
  | { kind: 'other-pdf'; receipt: SignedReceipt };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed contract and a kept version say the same, their agent and creator aside (the cloud's own). */
function sameAsVersion(signed: Contract, version: Contract): boolean {
  // Signed is the chosen option alone; the version keeps the options not chosen (docs/decisions/056-options.md).
  return sameContent({ ...signed, Agent: version.Agent, Creator: version.Creator }, withoutOptions(version));
}

/**
 * Keeps a signed version and queues its email, after checking, cheapest
 * first: the addresses, that the PDF is one, that the contract is in the
 * cloud as it was signed and is the caller's to sign, the caller's count for
 * the day; then both hashes (node:crypto) and what the PDF holds. A copy is kept but not emailed when its PDF does not
 * name itself or its contract was cancelled (withheld-from-email.ts).
 */
export async function keepSignedVersion(
  db: AppDatabase,
  push: SignedPush,
  caller: Caller,
  now: Date,
  /** The server's JWT secret, from which the approval keys are derived (src/server/approval/approval-keys.ts). */
  jwtSecret: string,
): Promise<KeepOutcome> {
  const { record } = push;
  const badAddress = addressProblem(record);
  if (badAddress) return { kind: 'bad-address', ...badAddress };
  const pdf = Uint8Array.from(Buffer.from(push.pdf, 'base64'));
  if (!looksLikePdf(pdf)) return { kind: 'not-a-pdf' };

  const [kept] = await signedReceipts(db, { contentHashes: [record.contentHash] });
  if (kept) {
    // A retry of a version already kept: its receipt, whatever the day's count.
    return kept.pdfHash === push.pdfHash
      ? { kind: 'kept', receipt: kept, created: false }
      : { kind: 'other-pdf', receipt: kept };
  }
  const found = await contractOwner(db, record.contract.ContractId, caller.userId);
  if (!found) return { kind: 'no-contract' };
  const { row, owner, known } = found;
  if (!mayWrite(caller, owner)) return { kind: 'forbidden', message: notYoursMessage(owner) };
  const people = { agentId: row.agentId, createdBy: row.createdBy };
  const preparer = checkPreparer(record.preparedBy.Id, caller, people);
  if (preparer.kind === 'stranger') return { kind: 'bad-preparer', message: STRANGER_PREPARER_MESSAGE };
  const versions = await db
    .select({ document: contractVersions.document })
    .from(contractVersions)
    .where(eq(contractVersions.contractId, row.id));
  if (!versions.some(({ document }) => sameAsVersion(record.contract, document))) return { kind: 'not-synced' };
  const [today] = await db
    .select({ n: count() })
    .from(signedContracts)
    .where(
      and(
        eq(signedContracts.receivedBy, caller.userId),
        gt(signedContracts.receivedAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((today?.n ?? 0) >= SIGNED_PER_AGENT_PER_DAY) return { kind: 'too-many', retryAfterSeconds: 60 * 60 };

  if (!recordIntact(record)) return { kind: 'content-mismatch' };
  if (pdfHash(pdf) !== push.pdfHash) return { kind: 'pdf-mismatch' };
  const inspection = await inspectPdf(pdf, {
    title: record.contract.ContractId,
    keywords: signedContractKeywords(record.contract.ContractId, record.contentHash),
  });
  if (inspection.kind === 'not-a-pdf') return { kind: 'not-a-pdf' };
  if (inspection.kind === 'active-content') return { kind: 'active-pdf', names: inspection.names };

  // The floors are the seller of record's, and the agent's copy goes to the address the cloud has for them.
  const sellerId = sellerOfRecord(caller, people);
  const seller = known.get(sellerId) ?? (await loadKnownAgents(db, [sellerId])).get(sellerId);
  const agentAddress = seller?.email ?? known.get(caller.userId)?.email ?? '';
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
        receivedBy: caller.userId,
      })
      .onConflictDoNothing()
      .returning({ contentHash: signedContracts.contentHash });
    if (inserted.length === 0) return false;
    await raiseInitialsFlag(tx, record, { by: caller.userId, at: now });
    await raiseOfferFlag(tx, record, { by: caller.userId, at: now });
    await raiseOffBookFlag(tx, record, { by: caller.userId, at: now });
    if (preparer.kind === 'other') {
      const named = (await loadKnownAgents(tx, [preparer.preparerId])).get(preparer.preparerId);
      const preparerName = named ? personName(agentOf(named)) : 'someone';
      await raisePreparerFlag(tx, record, { preparerName, sellerId, by: caller.userId, at: now });
    }
    await checkSignedApproval(tx, jwtSecret, record, { agentId: sellerId, by: caller.userId, at: now });
    const withheld = await withheldFromEmail(tx, record, inspection, { by: caller.userId, at: now });
    const customer = record.consent.email.trim();
    const to = customer || agentAddress;
    if (to && !withheld) {
      await tx.insert(emailOutbox).values({
        signedContentHash: record.contentHash,
        toAddress: to,
        toRecipient: customer ? 'customer' : 'agent',
        ccAddress: customer && agentAddress && agentAddress !== customer ? agentAddress : null,
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

export function emailStatuses(row: OutboxRow): EmailStatus[] {
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
      and(
        inArray(
          emailOutbox.signedContentHash,
          rows.map((row) => row.contentHash),
        ),
        // A notice to the customer that a copy went elsewhere is no copy of the contract (decision 076).
        ne(emailOutbox.reason, 'resend-notice'),
      ),
    );
  const byHash = new Map<string, OutboxRow[]>();
  for (const email of emails.toSorted((a, b) => a.id - b.id)) {
    const hash = email.signedContentHash ?? '';
    byHash.set(hash, [...(byHash.get(hash) ?? []), email]);
  }
  return rows.map((row) => ({
    contractId: row.contractId,
    contentHash: row.contentHash,
    pdfHash: row.pdfHash,
    signedAt: row.signedAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    emails: (byHash.get(row.contentHash) ?? []).flatMap(emailStatuses),
  }));
}
