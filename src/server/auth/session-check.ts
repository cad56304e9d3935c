// Whether an access token's session still holds, asked of the database on every request: a token's signature cannot
// know that its session was ended a moment ago or its user disabled. What it finds (the role with it) is who the
// request is from. The absolute session lifetime is not checked here: past it no refresh issues a token.
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection';
import type { Role } from '#api/roles';
import { agents, sessions, users } from '../db/schema';
import type { AccessClaims } from './access-tokens';

/** The signed-in user a request is from, as the database has them now. */
export interface SignedInAgent extends AccessClaims {
  role: Role;
  /** This session gave a second factor (docs/decisions/045-second-factor.md). */
  secondFactor: boolean;
  /** When it last gave it, and the office's last call in it (docs/decisions/075-office-second-factor.md). */
  secondFactorAt: Date | null;
  officeAt: Date | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The agent behind `claims` if their session holds, else null. */
export async function checkSession(db: AppDatabase, claims: AccessClaims): Promise<SignedInAgent | null> {
  if (!UUID.test(claims.sessionId)) return null;
  const [row] = await db
    .select({
      userId: sessions.userId,
      revokedAt: sessions.revokedAt,
      secondFactorAt: sessions.secondFactorAt,
      officeAt: sessions.officeAt,
      disabled: users.disabled,
      role: agents.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(agents, eq(agents.userId, sessions.userId))
    .where(eq(sessions.id, claims.sessionId));
  if (!row || row.userId !== claims.userId || row.disabled || row.revokedAt !== null) return null;
  return {
    ...claims,
    role: row.role,
    secondFactor: row.secondFactorAt !== null,
    secondFactorAt: row.secondFactorAt,
    officeAt: row.officeAt,
  };
}
