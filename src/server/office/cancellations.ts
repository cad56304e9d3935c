// A customer's cancellation, recorded by the office: the date of the notice and how it came, judged against the
// deadline the signed contract itself stated (its transaction date in the tablet's time zone, as printed). Nothing
// is deleted: the contract and its signed copies stay, and the row is append-only (migration 0011).
import { asc, desc, eq, or } from 'drizzle-orm';
import type { Cancellation } from '#api/office-contracts';
import { recordLaw } from '#domain/signing/record-law';
import { contractDates } from '#domain/printed-contract/contract-dates';
import { toIsoDate } from '#domain/legal/calendar-date';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { agents, contractCancellations, contracts, signedContracts, users } from '../db/schema';

type Row = typeof contractCancellations.$inferSelect;

async function describe(db: AppDatabase, row: Row): Promise<Cancellation> {
  const [recorder] = row.recordedBy
    ? await db
        .select({ name: agents.displayName, email: users.email })
        .from(users)
        .leftJoin(agents, eq(agents.userId, users.id))
        .where(eq(users.id, row.recordedBy))
    : [];
  return {
    noticeDate: row.noticeDate,
    noticeBy: row.noticeBy,
    deadline: row.deadline,
    withinDeadline: row.withinDeadline,
    note: row.note,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: recorder ? recorder.name || recorder.email : 'admin command line',
  };
}

export async function findCancellation(db: AppDatabase, contractId: string): Promise<Cancellation | null> {
  const [row] = await db.select().from(contractCancellations).where(eq(contractCancellations.contractId, contractId));
  return row ? describe(db, row) : null;
}

/** The last day to cancel that the newest signed copy stated, as YYYY-MM-DD; null when none was signed. */
async function statedDeadline(db: AppDatabase, contractId: string): Promise<string | null> {
  const [signed] = await db
    .select({ record: signedContracts.record })
    .from(signedContracts)
    .where(eq(signedContracts.contractId, contractId))
    .orderBy(desc(signedContracts.signedAt))
    .limit(1);
  if (!signed) return null;
  const { contract, device } = signed.record;
  const dates = contractDates(contract.Date, device.timeZone, recordLaw(signed.record));
  return dates ? toIsoDate(dates.cancelBy) : null;
}

export interface NewCancellation {
  contractId: string;
  noticeDate: string;
  noticeBy: Cancellation['noticeBy'];
  note: string;
  by: { userId: string | null; label: string };
  now: Date;
}

export type CancellationOutcome =
  | { status: 'no-contract' }
  | { status: 'recorded-already'; cancellation: Cancellation }
  | { status: 'refused'; message: string }
  | { status: 'recorded'; cancellation: Cancellation };

export async function recordCancellation(db: AppDatabase, entry: NewCancellation): Promise<CancellationOutcome> {
  const [contract] = await db
    .select({ createdAt: contracts.createdAt })
    .from(contracts)
    .where(eq(contracts.legacyId, entry.contractId));
  if (!contract) return { status: 'no-contract' };
  const existing = await findCancellation(db, entry.contractId);
  if (existing) return { status: 'recorded-already', cancellation: existing };
  // A day's slack each way: the contract's date and today are read in the customer's zone, the server's is UTC.
  const tomorrow = toIsoDate(dateOf(new Date(entry.now.getTime() + 86_400_000)));
  const dayBefore = toIsoDate(dateOf(new Date(contract.createdAt.getTime() - 86_400_000)));
  if (entry.noticeDate > tomorrow) {
    return { status: 'refused', message: `The notice date ${entry.noticeDate} is in the future.` };
  }
  if (entry.noticeDate < dayBefore) {
    return { status: 'refused', message: `The notice date ${entry.noticeDate} is before the contract was written.` };
  }
  const deadline = await statedDeadline(db, entry.contractId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contractCancellations)
      .values({
        contractId: entry.contractId,
        noticeDate: entry.noticeDate,
        noticeBy: entry.noticeBy,
        deadline,
        withinDeadline: deadline === null ? null : entry.noticeDate <= deadline,
        note: entry.note,
        recordedAt: entry.now,
        recordedBy: entry.by.userId,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return null;
    await recordAudit(tx, {
      actorUserId: entry.by.userId,
      actorLabel: entry.by.label,
      action: 'contract.cancel',
      subject: `contract:${entry.contractId}`,
      before: null,
      after: { noticeDate: inserted.noticeDate, noticeBy: inserted.noticeBy, deadline, note: inserted.note },
      at: entry.now,
    });
    return inserted;
  });
  if (!row) {
    const raced = await findCancellation(db, entry.contractId);
    if (raced) return { status: 'recorded-already', cancellation: raced };
    throw new Error(`the cancellation of ${entry.contractId} was neither written nor found`);
  }
  return { status: 'recorded', cancellation: await describe(db, row) };
}

function dateOf(moment: Date) {
  return { year: moment.getUTCFullYear(), month: moment.getUTCMonth() + 1, day: moment.getUTCDate() };
}

/** The cancellations of the contracts an agent holds (theirs, or first pushed by them), for their tablet. */
export async function cancellationsFor(
  db: AppDatabase,
  userId: string,
): Promise<{ contractId: string; noticeDate: string }[]> {
  return db
    .select({ contractId: contractCancellations.contractId, noticeDate: contractCancellations.noticeDate })
    .from(contractCancellations)
    .innerJoin(contracts, eq(contracts.legacyId, contractCancellations.contractId))
    .where(or(eq(contracts.agentId, userId), eq(contracts.createdBy, userId)))
    .orderBy(asc(contractCancellations.recordedAt));
}
