// Whether the server's own database role could undo what is kept
// append-only (served-role.ts): a production start warns when it could.
import { sql } from 'drizzle-orm';
import { queryRows, type AppDatabase } from './connection';

/**
 * Whether the role this connection serves as could switch off the append-only
 * guards: it owns the signed contracts' table, or is a superuser (the
 * embedded database always is; it has no other users).
 */
export async function canBypassAppendOnly(db: Pick<AppDatabase, 'execute'>): Promise<boolean> {
  const [row] = await queryRows<{ bypass: boolean }>(
    db,
    sql`select (select rolsuper from pg_roles where rolname = current_user)
          or pg_has_role(current_user, (select tableowner from pg_tables
                                        where schemaname = 'public' and tablename = 'signed_contracts'), 'USAGE')
        as bypass`,
  );
  return row?.bypass ?? true;
}

/** What a production start says when the server's role owns the tables. */
export const OWNER_ROLE_WARNING =
  'DATABASE_URL signs in as the role that owns the tables: it could switch off the guards that keep signed contracts ' +
  'and the audit log append-only. Serve as a role of its own and give the owner as DATABASE_OWNER_URL (docs/deploy.md).';
