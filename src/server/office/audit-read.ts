// The audit log as the office reads it: newest first, filtered by action, by who did it or by what it was done to.
import { and, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEntryRead } from '#api/office-reports';
import type { AppDatabase } from '../db/connection';
import { escapeLike } from '../contracts/contract-search';
import { agents, auditLog, users } from '../db/schema';

export interface AuditFilter {
  action?: string | undefined;
  actor?: string | undefined;
  subject?: string | undefined;
}

export async function readAuditLog(
  db: AppDatabase,
  filter: AuditFilter,
  page: number,
): Promise<{ entries: AuditEntryRead[]; total: number; actions: string[] }> {
  const where: SQL[] = [];
  if (filter.action) where.push(like(auditLog.action, `${escapeLike(filter.action)}%`));
  if (filter.actor) where.push(eq(auditLog.actorUserId, filter.actor));
  if (filter.subject) where.push(sql`${auditLog.subject} ILIKE ${`%${escapeLike(filter.subject)}%`}`);
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      actorName: agents.displayName,
      actorEmail: users.email,
      action: auditLog.action,
      subject: auditLog.subject,
      before: auditLog.before,
      after: auditLog.after,
      total: sql<number>`count(*) over ()`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(agents, eq(agents.userId, auditLog.actorUserId))
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const actions = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return {
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: row.at.toISOString(),
      actor: {
        id: row.actorUserId,
        name: row.actorName || row.actorEmail || row.actorLabel,
      },
      via: row.actorLabel,
      action: row.action,
      subject: row.subject,
      before: row.before,
      after: row.after,
    })),
    total: Number(rows[0]?.total ?? 0),
    actions: actions.map((row) => row.action),
  };
}
