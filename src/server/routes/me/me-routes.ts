// GET /api/me: the signed-in agent's user, profile and phone, read fresh
// from the database (the access token only names the user).
import type { FastifyPluginAsync } from 'fastify';
import { meResponseSchema, type MeResponse } from '#api/auth';
import { findAccount, toProfile } from '../../auth/users';
import { HttpError } from '../../http-error';
import { requireAgent } from '../require-agent';

export const meRoutes: FastifyPluginAsync = async (app) => {
  app.get('/me', { preHandler: requireAgent }, async (request): Promise<MeResponse> => {
    if (!request.agent) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first: this request needs an access token.');
    const account = await findAccount(app.db, request.agent.userId);
    if (!account?.agent) throw new HttpError(404, 'NOT_FOUND', 'There is no agent record for this account any more.');
    return meResponseSchema.parse({
      user: { id: account.user.id, email: account.user.email },
      profile: toProfile(account.agent),
      phone: account.agent.phone,
    });
  });
};
