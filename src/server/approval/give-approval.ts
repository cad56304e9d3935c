// A manager gives an approval code in the console (docs/decisions/055-price-floors.md): kept, audited and limited per
// manager and hour, so a console session cannot be used to try codes in bulk.
import { and, count, eq, gt } from 'drizzle-orm';
import { approvalCode } from '#domain/approval/approval-code';
import { addDays, calendarDateInZone, toIsoDate } from '#domain/legal/calendar-date';
import type { GiveApproval, GivenApproval } from '#api/price-floors';
import { recordAudit } from '../audit/audit-log';
import type { AppDatabase } from '../db/connection';
import { agents, priceApprovals, users } from '../db/schema';
import { agentApprovalKey, findApprover } from './approval-keys';

export const APPROVALS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type GiveOutcome =
  | { status: 'given'; approval: GivenApproval }
  | { status: 'no-agent' }
  | { status: 'bad-day' }
  /** A manager asked for a code for their own sale: another manager or an admin gives it. */
  | { status: 'own-sale' }
  | { status: 'too-many'; retryAfterSeconds: number };

export async function giveApproval(
  db: AppDatabase,
  jwtSecret: string,
  ask: GiveApproval,
  approverId: string,
  now: Date,
): Promise<GiveOutcome> {
  // The manager's day is within a day of the server's: no code is made for a week ahead.
  const day = calendarDateInZone(`${ask.day}T12:00:00Z`);
  if (!day || Math.abs(Date.parse(`${ask.day}T12:00:00Z`) - now.getTime()) > 1.5 * DAY_MS) return { status: 'bad-day' };
  const [agent] = await db
    .select({ id: agents.userId, name: agents.displayName, keyVersion: agents.approvalKeyVersion })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(and(eq(agents.userId, ask.agentId), eq(users.disabled, false)));
  if (!agent) return { status: 'no-agent' };
  const approver = await findApprover(db, approverId);
  if (!approver) return { status: 'no-agent' };
  if (agent.id === approver.id && approver.role !== 'admin') return { status: 'own-sale' };
  return db.transaction(async (tx) => {
    const [given] = await tx
      .select({ n: count() })
      .from(priceApprovals)
      .where(
        and(
          eq(priceApprovals.approverId, approver.id),
          gt(priceApprovals.approvedAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    const before = given?.n ?? 0;
    if (before >= APPROVALS_PER_HOUR) return { status: 'too-many', retryAfterSeconds: 60 * 60 };
    const lastDay = toIsoDate(addDays(day, 1));
    const key = agentApprovalKey(jwtSecret, agent.id, agent.keyVersion);
    const code = approvalCode(key, ask.requestCode, ask.discountCents, lastDay, approver.id);
    await tx.insert(priceApprovals).values({
      requestCode: ask.requestCode,
      code,
      agentId: agent.id,
      approverId: approver.id,
      discountCents: ask.discountCents,
      lastDay,
      keyVersion: agent.keyVersion,
      approvedAt: now,
    });
    await recordAudit(tx, {
      actorUserId: approver.id,
      actorLabel: 'api',
      action: 'approval.give',
      subject: `agent:${agent.id}`,
      before: null,
      after: { requestCode: ask.requestCode, discountCents: ask.discountCents, lastDay, keyVersion: agent.keyVersion },
      at: now,
    });
    return {
      status: 'given',
      approval: {
        code,
        lastDay,
        agentName: agent.name,
        approverName: approver.name,
        discountCents: ask.discountCents,
        remaining: APPROVALS_PER_HOUR - before - 1,
      },
    };
  });
}
