// One admin's session does not take another admin's sign-in over (docs/decisions/075-office-second-factor.md):
// setting an admin's password, making their password link or removing their second factor asks the acting admin for
// their own current code, checked and counted like any other.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { verifySecondFactor } from '../../auth/second-factor-failures';
import type { SignedInAgent } from '../../auth/session-check';
import { agents } from '../../db/schema';
import { HttpError } from '../../http-error';

export const ACTING_CODE_MESSAGE =
  "Changing another admin's sign-in asks for your own code: enter the current code from your authenticator app.";
export const ACTING_CODE_WRONG_MESSAGE =
  'That code is not right or was used already: enter the current code from your authenticator app.';

export async function requireActingAdminCode(
  request: FastifyRequest,
  acting: SignedInAgent,
  targetUserId: string,
  code: string | undefined,
): Promise<void> {
  if (targetUserId === acting.userId) return;
  const { db } = request.server;
  const [target] = await db.select({ role: agents.role }).from(agents).where(eq(agents.userId, targetUserId));
  if (target?.role !== 'admin') return;
  if (!code) throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', ACTING_CODE_MESSAGE, { reason: 'acting-admin' });
  const check = await verifySecondFactor(db, {
    userId: acting.userId,
    code,
    ip: request.ip,
    now: request.server.clock(),
    log: request.log,
  });
  if (!check.ok) {
    throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', ACTING_CODE_WRONG_MESSAGE, {
      reason: 'acting-admin',
      locked: check.locked,
    });
  }
}
