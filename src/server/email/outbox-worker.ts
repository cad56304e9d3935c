// Sends the outbox: each signed version's email (and each installer's receipt's) exactly once, with several servers on
// one PostgreSQL too. A message is claimed, sent outside any transaction, then marked sent, due again after a growing
// pause, or given up.
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import { queryRows } from '../db/connection';
import { emailOutbox, installerReceipts, signedContracts } from '../db/schema';
import { installerReceiptMail } from './installer-receipt-mail';
import type { MailTransport } from './mail-transport';
import { CLAIM_MS, MAX_SEND_ATTEMPTS, retryDelayMs } from './outbox-schedule';
import { mailSeller } from './mail-seller';
import { resendNoticeMail } from './resend-notice-mail';
import { signedCopyMail } from './signed-copy-mail';
import type { Seller } from '#domain/printed-contract/seller';

export interface OutboxOptions {
  db: AppDatabase;
  transport: MailTransport;
  from: string;
  /** The company of the server's settings, until the office saves its details (mail-seller.ts). */
  company: Seller;
  clock: () => Date;
  log: { info: (message: string) => void; warn: (message: string) => void };
}

interface ClaimedRow {
  id: string | number;
  reason: string;
  resent_to: string | null;
  signed_content_hash: string | null;
  installer_receipt_id: string | null;
  to_address: string;
  cc_address: string | null;
  attempts: number;
}

/**
 * Claims the next due message for CLAIM_MS in one statement: FOR UPDATE SKIP LOCKED keeps two workers off the same
 * row, and a worker that dies mid-send lets its claim run out so that another one sends it.
 */
async function claimNext(db: AppDatabase, now: Date): Promise<ClaimedRow | null> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE email_outbox SET claimed_until = ${until.toISOString()}, attempts = attempts + 1
        WHERE id = (
          SELECT id FROM email_outbox
          WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now.toISOString()}
            AND (claimed_until IS NULL OR claimed_until < ${now.toISOString()})
          ORDER BY next_attempt_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, reason, resent_to, signed_content_hash, installer_receipt_id, to_address, cc_address, attempts`,
  );
  return row ?? null;
}

const documentName = (claimed: ClaimedRow) =>
  claimed.installer_receipt_id
    ? `The installer's receipt ${claimed.installer_receipt_id}`
    : `The signed copy ${claimed.signed_content_hash}`;

type Address = { from: string; to: string; cc: string | null };

/** Each message its own Message-ID, the same on every attempt: the document and the outbox row. */
const messageId = (kind: string, hash: string, row: number) => `${kind}-${hash.slice(0, 16)}-${row}`;

/** The customer told that their signed copy went to another address: no attachment (decision 076). */
async function noticeMail(db: AppDatabase, claimed: ClaimedRow, address: Address, company: Seller) {
  const [signed] = await db
    .select({
      contractId: signedContracts.contractId,
      state: sql<string>`${signedContracts.record} -> 'contract' -> 'Customer' ->> 'State'`,
    })
    .from(signedContracts)
    .where(eq(signedContracts.contentHash, claimed.signed_content_hash ?? ''));
  if (!signed) throw new Error('its signed contract is missing');
  const seller = await mailSeller(db, { contractId: signed.contractId, customerState: signed.state }, company);
  return resendNoticeMail({ contractId: signed.contractId, sentTo: claimed.resent_to ?? 'another address' }, seller, {
    id: messageId('notice', claimed.signed_content_hash ?? '', Number(claimed.id)),
    from: address.from,
    to: address.to,
  });
}

async function signedMail(db: AppDatabase, contentHash: string, row: number, address: Address, company: Seller) {
  const [signed] = await db
    .select({
      record: signedContracts.record,
      pdf: signedContracts.pdf,
      pdfHash: signedContracts.pdfHash,
      receivedAt: signedContracts.receivedAt,
    })
    .from(signedContracts)
    .where(eq(signedContracts.contentHash, contentHash));
  if (!signed) throw new Error('its signed contract is missing');
  const { contract } = signed.record;
  const seller = await mailSeller(
    db,
    { contractId: contract.ContractId, customerState: contract.Customer.State },
    company,
  );
  return signedCopyMail({ ...signed, pdf: Uint8Array.from(signed.pdf) }, seller, {
    id: messageId('signed', signed.record.contentHash, row),
    ...address,
  });
}

async function receiptMail(db: AppDatabase, receiptId: string, row: number, address: Address, company: Seller) {
  const [kept] = await db
    .select({ receipt: installerReceipts.receipt, pdf: installerReceipts.pdf, pdfHash: installerReceipts.pdfHash })
    .from(installerReceipts)
    .where(eq(installerReceipts.id, receiptId));
  if (!kept) throw new Error('its installer’s receipt is missing');
  const [signed] = await db
    .select({ state: sql<string>`${signedContracts.record} -> 'contract' -> 'Customer' ->> 'State'` })
    .from(signedContracts)
    .where(eq(signedContracts.contractId, kept.receipt.ContractId))
    .orderBy(desc(signedContracts.signedAt))
    .limit(1);
  const seller = await mailSeller(
    db,
    { contractId: kept.receipt.ContractId, customerState: signed?.state ?? '' },
    company,
  );
  return installerReceiptMail({ receipt: kept.receipt, pdf: Uint8Array.from(kept.pdf) }, seller, {
    id: messageId('receipt', kept.pdfHash, row),
    ...address,
  });
}

/** Sends one due message; false when none was due. */
export async function sendNext(options: OutboxOptions): Promise<boolean> {
  const { db, transport, clock } = options;
  const claimed = await claimNext(db, clock());
  if (!claimed) return false;
  const id = Number(claimed.id);
  const what = documentName(claimed);
  try {
    const address = { from: options.from, to: claimed.to_address, cc: claimed.cc_address };
    const mail = claimed.installer_receipt_id
      ? await receiptMail(db, claimed.installer_receipt_id, id, address, options.company)
      : claimed.reason === 'resend-notice'
        ? await noticeMail(db, claimed, address, options.company)
        : await signedMail(db, claimed.signed_content_hash ?? '', id, address, options.company);
    await transport.send(mail);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const now = clock();
    const givenUp = claimed.attempts >= MAX_SEND_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({
        lastError: reason.slice(0, 500),
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        ...(givenUp ? { failedAt: now } : {}),
      })
      .where(eq(emailOutbox.id, id));
    options.log.warn(`${what} was not sent (attempt ${claimed.attempts}): ${reason}`);
    return true;
  }
  await db
    .update(emailOutbox)
    .set({ sentAt: clock(), claimedUntil: null, lastError: null })
    .where(eq(emailOutbox.id, id));
  // Ids, not the customer's address: the log is read by more people than the contracts are.
  options.log.info(`Sent ${what} (outbox message ${id}).`);
  return true;
}

/** Sends every message due now, one after another. */
export async function drainOutbox(options: OutboxOptions): Promise<number> {
  let sent = 0;
  while (await sendNext(options)) sent += 1;
  return sent;
}

export interface OutboxWorker {
  /** Look now, not at the next tick (a signed version just arrived). */
  kick: () => void;
  stop: () => Promise<void>;
}

/** Drains the outbox every `intervalMs`, and when kicked; one drain at a time. */
export function startOutboxWorker(options: OutboxOptions, intervalMs = 15_000): OutboxWorker {
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  let stopped = false;
  const drain = () => {
    if (stopped) return;
    again = true;
    running = running.then(async () => {
      if (!again || stopped) return;
      again = false;
      await drainOutbox(options).catch((error: unknown) => {
        options.log.warn(`The outbox could not be read: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
  };
  const timer = setInterval(drain, intervalMs);
  timer.unref();
  drain();
  return {
    kick: drain,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
