// The cloud checks a signed contract against the price floors again, with its own key (docs/decisions/055-price-floors.md):
// a key taken from a tablet can make a code the tablet accepts, but not an approval a manager gave in the console.
import { and, eq } from 'drizzle-orm';
import { approvalCode, requestCode } from '#domain/approval/approval-code';
import { approvalRequestOf, type PriceApproval } from '#domain/approval/price-approval';
import { checkFloors, sellingRole, type FloorCheck } from '#domain/approval/price-floors';
import { formatDollars } from '#domain/format/money-format';
import { toDollars } from '#domain/money';
import type { SignedRecord } from '#domain/signing/signed-record';
import { recordAudit } from '../audit/audit-log';
import { scopesInEffect } from '../catalogue/price-books';
import type { AppDatabase } from '../db/connection';
import { agents, contractFlags, priceApprovals } from '../db/schema';
import { agentApprovalKey } from './approval-keys';
import { readFloors } from './price-floors-store';

/** Whether the approval is one the console gave for exactly this signed contract. */
async function approvalStands(
  db: AppDatabase,
  jwtSecret: string,
  record: SignedRecord,
  agentId: string,
  approval: PriceApproval,
  check: FloorCheck,
): Promise<boolean> {
  if (approval.discountCents !== check.discountCents) return false;
  const request = requestCode(approvalRequestOf(record.contract, agentId, approval.day));
  if (request !== approval.request) return false;
  const key = agentApprovalKey(jwtSecret, agentId, approval.keyVersion);
  const expected = approvalCode(key, request, approval.discountCents, approval.lastDay, approval.approver.id);
  if (expected !== approval.code) return false;
  const [given] = await db
    .select({ id: priceApprovals.id })
    .from(priceApprovals)
    .where(
      and(
        eq(priceApprovals.requestCode, request),
        eq(priceApprovals.code, approval.code),
        eq(priceApprovals.agentId, agentId),
        eq(priceApprovals.approverId, approval.approver.id),
        eq(priceApprovals.discountCents, approval.discountCents),
      ),
    )
    .limit(1);
  return given !== undefined;
}

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
  if (approval && (await approvalStands(tx, jwtSecret, record, agentId, approval, check))) {
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
      message: approval
        ? `Signed ${below} below the floor with an approval the office never gave (said to be from ` +
          `${approval.approver.name}): the approval code does not check.`
        : `Signed ${below} below the floor without a manager's approval.`,
      detail: { shortfalls: check.shortfalls, approval: approval ?? null },
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
      after: { claimedBy: approval.approver, discountCents: approval.discountCents, contentHash: record.contentHash },
      at,
    });
}
