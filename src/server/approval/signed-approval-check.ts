// The cloud checks a signed contract against the price floors again, with its own key (docs/decisions/055-price-floors.md):
// a key taken from a tablet can make a code the tablet accepts, but not an approval a manager gave in the console.
import { and, eq } from 'drizzle-orm';
import { approvalCode, requestCode } from '#domain/approval/approval-code';
import { approvalRequestOf, type PriceApproval } from '#domain/approval/price-approval';
import { checkFloors, sellingRole, type FloorCheck } from '#domain/approval/price-floors';
import { formatDollars } from '#domain/format/money-format';
import { calendarDateInZone, toIsoDate } from '#domain/legal/calendar-date';
import { toDollars } from '#domain/money';
import type { SignedRecord } from '#domain/signing/signed-record';
import { recordAudit } from '../audit/audit-log';
import { scopesInEffect } from '../catalogue/price-books';
import type { AppDatabase } from '../db/connection';
import { agents, contractFlags, priceApprovals } from '../db/schema';
import { agentApprovalKey } from './approval-keys';
import { readFloors } from './price-floors-store';

/** Why an approval on a signed copy does not stand, or 'stands'. */
type ApprovalVerdict = 'stands' | 'not-given' | 'own-sale' | 'too-late';

/** The buyer signed on this day of the tablet's calendar (the contract's Date is the moment of the signature). */
function signedOn(record: SignedRecord): string | null {
  const day =
    calendarDateInZone(record.contract.Date, record.device.timeZone) ?? calendarDateInZone(record.contract.Date);
  return day ? toIsoDate(day) : null;
}

/**
 * Whether the approval is one the console gave for exactly this signed contract, sold by `agentId`, signed on or
 * before its last day, and given by someone other than the seller (an admin excepted).
 */
async function judgeApproval(
  db: AppDatabase,
  jwtSecret: string,
  record: SignedRecord,
  agentId: string,
  approval: PriceApproval,
  check: FloorCheck,
): Promise<ApprovalVerdict> {
  if (approval.discountCents !== check.discountCents) return 'not-given';
  const request = requestCode(approvalRequestOf(record.contract, agentId, approval.day));
  if (request !== approval.request) return 'not-given';
  const key = agentApprovalKey(jwtSecret, agentId, approval.keyVersion);
  const expected = approvalCode(key, request, approval.discountCents, approval.lastDay, approval.approver.id);
  if (expected !== approval.code) return 'not-given';
  const [given] = await db
    .select({ id: priceApprovals.id, role: agents.role })
    .from(priceApprovals)
    .leftJoin(agents, eq(agents.userId, priceApprovals.approverId))
    .where(
      and(
        eq(priceApprovals.requestCode, request),
        eq(priceApprovals.code, approval.code),
        eq(priceApprovals.agentId, agentId),
        eq(priceApprovals.approverId, approval.approver.id),
        eq(priceApprovals.discountCents, approval.discountCents),
        eq(priceApprovals.lastDay, approval.lastDay),
      ),
    )
    .limit(1);
  if (!given) return 'not-given';
  if (approval.approver.id === agentId && given.role !== 'admin') return 'own-sale';
  const day = signedOn(record);
  if (day === null || day > approval.lastDay) return 'too-late';
  return 'stands';
}

const REFUSED_BECAUSE: Record<Exclude<ApprovalVerdict, 'stands'>, string> = {
  'not-given': 'the approval code does not check',
  'own-sale': "a manager's own sale needs another manager's or an admin's approval",
  'too-late': "the buyer signed after the approval's last day",
};

/**
 * Run in the transaction that keeps a newly signed copy: a copy under its seller's floor without an approval, or with
 * one the console never gave, is kept (the customer's to hold) and flagged to the office; an approval that stands is
 * written in the audit log with who approved what.
 */
export async function checkSignedApproval(
  tx: AppDatabase,
  jwtSecret: string,
  record: SignedRecord,
  { agentId, by, at }: { agentId: string; by: string; at: Date },
): Promise<void> {
  const [seller] = await tx.select({ role: agents.role }).from(agents).where(eq(agents.userId, agentId));
  const { floors } = await readFloors(tx);
  const scopes = (await scopesInEffect(tx, at)) ?? [];
  const categories = new Map(scopes.map((scope) => [scope.id, scope.category.id]));
  const check = checkFloors(record.contract, floors, sellingRole(seller?.role), (id) => categories.get(id));
  const approval = record.approval;
  if (check.shortfalls.length === 0 && !approval) return;
  const contractId = record.contract.ContractId;
  const below = formatDollars(toDollars(check.shortCents));
  const verdict = approval ? await judgeApproval(tx, jwtSecret, record, agentId, approval, check) : null;
  if (approval && verdict === 'stands') {
    await recordAudit(tx, {
      actorUserId: by,
      actorLabel: 'api',
      action: 'approval.use',
      subject: `contract:${contractId}`,
      before: null,
      after: {
        approvedBy: approval.approver,
        discountCents: approval.discountCents,
        request: approval.request,
        contentHash: record.contentHash,
      },
      at,
    });
    return;
  }
  if (check.shortfalls.length === 0) return;
  const kind = approval ? ('approval-refused' as const) : ('below-floor' as const);
  await tx
    .insert(contractFlags)
    .values({
      contractId,
      kind,
      key: `${kind}:${record.contentHash}`,
      message:
        approval && verdict && verdict !== 'stands'
          ? `Signed ${below} below the floor with an approval ` +
            `${verdict === 'not-given' ? 'the office never gave' : 'that does not stand'} (said to be from ` +
            `${approval.approver.name}): ${REFUSED_BECAUSE[verdict]}.`
          : `Signed ${below} below the floor without a manager's approval.`,
      detail: { shortfalls: check.shortfalls, approval: approval ?? null, refusal: verdict },
      raisedAt: at,
      raisedBy: by,
    })
    .onConflictDoNothing();
  if (approval)
    await recordAudit(tx, {
      actorUserId: by,
      actorLabel: 'api',
      action: 'approval.refuse',
      subject: `contract:${contractId}`,
      before: null,
      after: {
        claimedBy: approval.approver,
        discountCents: approval.discountCents,
        contentHash: record.contentHash,
        reason: verdict,
      },
      at,
    });
}
