// The office's hand on the outbox: every email with its state and last error, a failed or waiting one tried again
// now (an installer's receipt's too), and a signed copy sent again (to the customer's address or another one). Each action leaves its audit row.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { EmailStatus } from '#api/signed-contract-schema';
import type { OutboxEmail, OutboxState } from '#api/office-outbox';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { emailOutbox, installerReceipts, signedContracts } from '../db/schema';

type Actor = { userId: string | null; label: string };

export const OUTBOX_PAGE_SIZE = 50;

function stateOf(row: { sentAt: Date | null; failedAt: Date | null }): OutboxState {
  return row.sentAt ? 'sent' : row.failedAt ? 'failed' : 'waiting';
}

const stateFilter: Record<OutboxState, SQL | undefined> = {
  sent: isNotNull(emailOutbox.sentAt),
  failed: and(isNull(emailOutbox.sentAt), isNotNull(emailOutbox.failedAt)),
  waiting: and(isNull(emailOutbox.sentAt), isNull(emailOutbox.failedAt)),
};

const columns = {
  id: emailOutbox.id,
  contractId: sql<string>`coalesce(${signedContracts.contractId}, ${installerReceipts.contractId})`,
  reason: emailOutbox.reason,
  toRecipient: emailOutbox.toRecipient,
  toAddress: emailOutbox.toAddress,
  ccAddress: emailOutbox.ccAddress,
  attempts: emailOutbox.attempts,
  lastError: emailOutbox.lastError,
  createdAt: emailOutbox.createdAt,
  nextAttemptAt: emailOutbox.nextAttemptAt,
  sentAt: emailOutbox.sentAt,
  failedAt: emailOutbox.failedAt,
};

function selectEmails(db: AppDatabase) {
  return db
    .select(columns)
    .from(emailOutbox)
    .leftJoin(signedContracts, eq(signedContracts.contentHash, emailOutbox.signedContentHash))
    .leftJoin(installerReceipts, eq(installerReceipts.id, emailOutbox.installerReceiptId));
}

type Row = Awaited<ReturnType<typeof selectEmails>>[number];

function toEmail(row: Row): OutboxEmail {
  return {
    id: Number(row.id),
    contractId: row.contractId,
    reason: row.reason,
    recipient: row.toRecipient,
    to: row.toAddress,
    cc: row.ccAddress,
    state: stateOf({ sentAt: row.sentAt, failedAt: row.failedAt }),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The newest emails first, of one state or all, a page at a time. */
export async function listOutbox(
  db: AppDatabase,
  state: OutboxState | undefined,
  page: number,
): Promise<{ emails: OutboxEmail[]; total: number }> {
  const where = state ? stateFilter[state] : undefined;
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()` })
    .from(emailOutbox)
    .leftJoin(signedContracts, eq(signedContracts.contentHash, emailOutbox.signedContentHash))
    .leftJoin(installerReceipts, eq(installerReceipts.id, emailOutbox.installerReceiptId))
    .where(where)
    .orderBy(desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
    .offset((page - 1) * OUTBOX_PAGE_SIZE);
  return { emails: rows.map(toEmail), total: Number(rows[0]?.total ?? 0) };
}

async function findEmail(db: AppDatabase, id: number): Promise<OutboxEmail | null> {
  const [row] = await selectEmails(db).where(eq(emailOutbox.id, id));
  return row ? toEmail(row) : null;
}

export type RetryOutcome =
  { status: 'no-email' } | { status: 'sent-already'; email: OutboxEmail } | { status: 'queued'; email: OutboxEmail };

/** Due now with its attempts counted afresh: the worker sends it at its next look. */
export async function retryEmail(db: AppDatabase, id: number, by: Actor, now: Date): Promise<RetryOutcome> {
  const before = await findEmail(db, id);
  if (!before) return { status: 'no-email' };
  if (before.state === 'sent') return { status: 'sent-already', email: before };
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({ attempts: 0, failedAt: null, nextAttemptAt: now, claimedUntil: null })
      .where(and(eq(emailOutbox.id, id), isNull(emailOutbox.sentAt)));
    await recordAudit(tx, {
      actorUserId: by.userId,
      actorLabel: by.label,
      action: 'email.retry',
      subject: `contract:${before.contractId}`,
      before: { email: id, state: before.state, attempts: before.attempts, lastError: before.lastError },
      after: { email: id, state: 'waiting', attempts: 0 },
      at: now,
    });
  });
  const email = await findEmail(db, id);
  return { status: 'queued', email: email ?? before };
}

export type ResendOutcome =
  { status: 'no-signed-copy' } | { status: 'no-address' } | { status: 'queued'; queued: EmailStatus };

/** The signed copy sent again: to `to`, else to the address the customer gave when signing. */
export async function resendSignedCopy(
  db: AppDatabase,
  request: { contractId: string; contentHash: string; to: string | undefined; by: Actor; now: Date },
): Promise<ResendOutcome> {
  const [signed] = await db
    .select({ record: signedContracts.record })
    .from(signedContracts)
    .where(
      and(eq(signedContracts.contractId, request.contractId), eq(signedContracts.contentHash, request.contentHash)),
    );
  if (!signed) return { status: 'no-signed-copy' };
  const to = (request.to ?? signed.record.consent.email).trim().toLowerCase();
  if (!to) return { status: 'no-address' };
  await db.transaction(async (tx) => {
    await tx.insert(emailOutbox).values({
      signedContentHash: request.contentHash,
      reason: 'resend',
      requestedBy: request.by.userId,
      toAddress: to,
      toRecipient: 'customer',
      nextAttemptAt: request.now,
    });
    await recordAudit(tx, {
      actorUserId: request.by.userId,
      actorLabel: request.by.label,
      action: 'contract.resend',
      subject: `contract:${request.contractId}`,
      before: null,
      after: { signedCopy: request.contentHash, to },
      at: request.now,
    });
  });
  return {
    status: 'queued',
    queued: { recipient: 'customer', to, status: 'waiting', sentAt: null, attempts: 0, lastError: null },
  };
}
