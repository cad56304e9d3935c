// The PostgreSQL role the server serves as, apart from the role that owns the tables (docs/deploy.md, "The database
// roles"). It reads and writes rows but only adds to the signed contracts and audit log, and owns nothing, so a
// stolen server process cannot drop the append-only triggers, truncate a table or change the schema.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from './connection';

/** Tables the server only ever adds to. */
export const APPEND_ONLY_TABLES = [
  'signed_contracts',
  'installer_receipts',
  'audit_log',
  'contract_flags',
  'contract_versions',
  'contract_cancellations',
] as const;

/** The role a postgres:// URL signs in as. */
export function roleOf(databaseUrl: string): string {
  const user = decodeURIComponent(new URL(databaseUrl).username);
  if (!user) throw new Error('DATABASE_URL names no user: the server must sign in as a role of its own.');
  return user;
}

/** Run as the owner after the migrations: the served role gets exactly what the server needs. */
export async function grantServedRole(owner: Pick<AppDatabase, 'execute'>, role: string): Promise<void> {
  const served = sql.identifier(role);
  const appendOnly = sql.join(
    APPEND_ONLY_TABLES.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await owner.execute(sql`GRANT USAGE ON SCHEMA public TO ${served}`);
  await owner.execute(sql`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${served}`);
  await owner.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${served}`);
  await owner.execute(sql`REVOKE UPDATE, DELETE ON ${appendOnly} FROM ${served}`);
  await owner.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${served}`);
}
