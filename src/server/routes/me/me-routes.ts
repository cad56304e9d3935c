// GET /api/me: the signed-in agent's user, profile and phone, read fresh
// from the database (the access token only names the user).
import type { FastifyPluginAsync } from 'fastify';
import { getMe } from '#api/endpoints/auth-endpoints';
import { findAccount, toProfile } from '../../auth/users';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

export const meRoutes: FastifyPluginAsync = async (app) => {
  route(app, getMe, async ({ agent }) => {
    const account = await findAccount(app.db, agent.userId);
    if (!account?.agent) throw new HttpError(404, 'NOT_FOUND', 'There is no agent record for this account any more.');
    return {
      user: { id: account.user.id, email: account.user.email },
      profile: toProfile(account.agent),
      phone: account.agent.phone,
    };
  });
};
