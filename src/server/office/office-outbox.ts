// The office's hand on the outbox: every email with its state and last error, a failed or waiting one tried again
// now (an installer's receipt's too), and a signed copy sent again (decision 076). Each action leaves its audit row.
import { and, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '#api/roles';
import { isContractAddress } from '#domain/signing/email-address';
import type { EmailStatus } from '#api/signed-contract-schema';
import type { OutboxEmail, OutboxState } from '#api/office-outbox';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { emailOutbox, installerReceipts, signedContracts } from '../db/schema';
import { judgeResend, type ResendJudgement } from './resend-policy';

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
  | { status: 'no-signed-copy' }
  | { status: 'refused'; refusal: Extract<ResendJudgement, { ok: false }> }
  | { status: 'queued'; queued: EmailStatus };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Resends in the last day, by this person and of this copy: the policy's counts (resend-policy.ts). */
async function resendsToday(db: AppDatabase, by: string | null, contentHash: string, now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const [row] = await db
    .select({
      byPerson: sql<number>`count(*) filter (where ${emailOutbox.requestedBy} = ${by})::int`,
      ofCopy: sql<number>`count(*) filter (where ${emailOutbox.signedContentHash} = ${contentHash})::int`,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.reason, 'resend'), gt(emailOutbox.createdAt, since)));
  return { byPersonToday: Number(row?.byPerson ?? 0), ofCopyToday: Number(row?.ofCopy ?? 0) };
}

/**
 * The signed copy sent again (docs/decisions/076-resends.md): to the customer's own address, or by an admin with a
 * reason to another one, the customer's own address told; a few a day per person and per copy.
 */
export async function resendSignedCopy(
  db: AppDatabase,
  request: {
    contractId: string;
    contentHash: string;
    to: string | undefined;
    reason: string | undefined;
    by: Actor & { role: Role };
    now: Date;
  },
): Promise<ResendOutcome> {
  const [signed] = await db
    .select({ record: signedContracts.record })
    .from(signedContracts)
    .where(
      and(eq(signedContracts.contractId, request.contractId), eq(signedContracts.contentHash, request.contentHash)),
    );
  if (!signed) return { status: 'no-signed-copy' };
  const { consent, contract } = signed.record;
  const customerEmail = isContractAddress(consent.email, contract.Customer.Email) ? consent.email : '';
  const judged = judgeResend({
    to: request.to,
    reason: request.reason,
    customerEmail,
    role: request.by.role,
    ...(await resendsToday(db, request.by.userId, request.contentHash, request.now)),
  });
  if (!judged.ok) return { status: 'refused', refusal: judged };
  const { to, elsewhere } = judged;
  const customer = customerEmail.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx.insert(emailOutbox).values({
      signedContentHash: request.contentHash,
      reason: 'resend',
      requestedBy: request.by.userId,
      toAddress: to,
      toRecipient: 'customer',
      nextAttemptAt: request.now,
    });
    if (elsewhere && customer) {
      await tx.insert(emailOutbox).values({
        signedContentHash: request.contentHash,
        reason: 'resend-notice',
        requestedBy: request.by.userId,
        toAddress: customer,
        toRecipient: 'customer',
        resentTo: to,
        nextAttemptAt: request.now,
      });
    }
    await recordAudit(tx, {
      actorUserId: request.by.userId,
      actorLabel: request.by.label,
      action: 'contract.resend',
      subject: `contract:${request.contractId}`,
      before: null,
      after: {
        signedCopy: request.contentHash,
        to,
        ...(elsewhere ? { reason: request.reason?.trim(), customerTold: customer !== '' } : {}),
      },
      at: request.now,
    });
  });
  return {
    status: 'queued',
    queued: { recipient: 'customer', to, status: 'waiting', sentAt: null, attempts: 0, lastError: null },
  };
}
