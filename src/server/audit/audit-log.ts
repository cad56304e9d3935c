// The office's record of what it did (docs/security.md): one row per action of the console's API or the admin command
// line, with who did it and the values before and after. The table refuses UPDATE, DELETE and TRUNCATE (migration
// 0007), and each row is written in the transaction of the change it records: no change can happen without its row.
import type { AppDatabase } from '../db/connection';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  /** The signed-in user who did it, or who the command line acted as. */
  actorUserId: string | null;
  /** How: 'api' or 'admin command line'. */
  actorLabel: string;
  /** What, as a dotted name: 'contract.assign', 'user.disable'. */
  action: string;
  /** To what: 'contract:K7Q2M9X4B1ZP', 'user:<id>'. */
  subject: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function recordAudit(db: Pick<AppDatabase, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.at,
    actorUserId: entry.actorUserId,
    actorLabel: entry.actorLabel,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
