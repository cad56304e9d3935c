// The guard of every API route but sign-in, refresh and health: a valid
// access token in `Authorization: Bearer ...`, else 401. The token is checked
// by signature alone; a disabled agent is stopped at the next refresh, at
// most ACCESS_TOKEN_SECONDS later.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/access-tokens';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAgent on guarded routes. */
    agent: AccessClaims | null;
  }
}

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
  request.agent = check.claims;
}
