// The guard of every API route but sign-in, refresh and health: a valid access token in `Authorization: Bearer ...`
// whose session still holds, else 401, checked before the body is read; for the office's routes, a role allowed to use
// them and an office session that gave its second factor lately, else 403 (decisions 036, 045, 075).
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { officeSession, OFFICE_SESSION_MESSAGES } from '../auth/office-session';
import { isOffice } from '../contracts/attribution';
import { sessions } from '../db/schema';
import { checkSession, type SignedInAgent } from '../auth/session-check';
import type { Role } from '#api/roles';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAgent on guarded routes. */
    agent: SignedInAgent | null;
  }
}

export const SESSION_OVER_MESSAGE = 'Your session has ended; sign in again.';

export async function requireAgent(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  if (token === '') throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first: this request needs an access token.');
  const check = await request.server.verifyAccessToken(token);
  if (!check.ok) {
    throw new HttpError(
      401,
      'UNAUTHORIZED',
      check.reason === 'expired'
        ? 'Your session has expired; refresh it or sign in again.'
        : 'The access token is not valid; sign in again.',
    );
  }
  const agent = await checkSession(request.server.db, check.claims);
  if (!agent) throw new HttpError(401, 'UNAUTHORIZED', SESSION_OVER_MESSAGE);
  request.agent = agent;
}

/** The signed-in agent of a guarded route (requireAgent ran). */
export function signedInAgent(request: FastifyRequest): SignedInAgent {
  if (!request.agent) throw new Error('requireAgent did not run before this handler');
  return request.agent;
}

/** The office's last call is written at most this often: a busy console does not write on every request. */
const OFFICE_TOUCH_MS = 60_000;

/**
 * requireAgent, then one of `roles`; an office role's session must have given its second factor within 12 hours
 * and used the office within 30 minutes (docs/decisions/075-office-second-factor.md): the office's routes.
 */
export function requireRole(...roles: readonly Role[]): onRequestAsyncHookHandler {
  return async function requireOfficeRole(request, reply) {
    await requireAgent(request, reply);
    const agent = signedInAgent(request);
    if (!roles.includes(agent.role)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        `This is for the office: it needs the role ${roles.join(' or ')}, and you are signed in as ${agent.role === 'agent' ? 'an agent' : `a ${agent.role}`}.`,
      );
    }
    if (!isOffice(agent.role)) return;
    const now = request.server.clock();
    const session = officeSession(agent, now);
    if (session.kind !== 'open') {
      throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', OFFICE_SESSION_MESSAGES[session.kind], {
        reason: session.kind,
      });
    }
    if (agent.officeAt === null || now.getTime() - agent.officeAt.getTime() > OFFICE_TOUCH_MS) {
      await request.server.db.update(sessions).set({ officeAt: now }).where(eq(sessions.id, agent.sessionId));
    }
  };
}
