// The guard of every API route but sign-in, refresh and health: a valid access token in `Authorization: Bearer ...`
// whose session still holds, else 401; and, for the office's routes, a role allowed to use them, else 403
// (docs/decisions/036-roles.md); an admin's session must have given a second factor (decision 045).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

export const ADMIN_SECOND_FACTOR_MESSAGE =
  'An admin acts only after a second factor: set up your authenticator app in the office console, or sign in again with its code.';

/** requireAgent, then one of `roles`, and an admin's second factor: the office's routes. */
export function requireRole(...roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async function requireOfficeRole(request, reply) {
    await requireAgent(request, reply);
    const { role } = signedInAgent(request);
    if (!roles.includes(role)) {
      throw new HttpError(
        403,
        'FORBIDDEN',
        `This is for the office: it needs the role ${roles.join(' or ')}, and you are signed in as ${role === 'agent' ? 'an agent' : `a ${role}`}.`,
      );
    }
    if (role === 'admin' && !signedInAgent(request).secondFactor) {
      throw new HttpError(403, 'SECOND_FACTOR_REQUIRED', ADMIN_SECOND_FACTOR_MESSAGE);
    }
  };
}
