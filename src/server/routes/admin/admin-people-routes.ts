// The company's people: read by managers and admins, changed by admins; every change audited
// (src/server/people/people.ts).
import type { FastifyInstance } from 'fastify';
import {
  addPerson as addPersonEndpoint,
  changeAccess as changeAccessEndpoint,
  changeBranch as changeBranchEndpoint,
  changeRole as changeRoleEndpoint,
  listPeople as listPeopleEndpoint,
  makePasswordLink as makePasswordLinkEndpoint,
  resetPersonPassword,
  signOutEverywhere as signOutEndpoint,
} from '#api/endpoints/office-endpoints';
import { HttpError } from '../../http-error';
import {
  addPerson,
  changeAccess,
  changeBranch,
  changeRole,
  listPeople,
  passwordLinkFor,
  resetPassword,
  signOutEverywhere,
  type PersonChange,
} from '../../people/people';
import { route } from '../endpoint-route';
import { requireActingAdminCode } from './acting-admin-code';

function answer(outcome: PersonChange, userId: string) {
  switch (outcome.status) {
    case 'no-person':
      throw new HttpError(404, 'NOT_FOUND', `There is no person ${userId}.`);
    case 'refused':
      throw new HttpError(400, 'BAD_REQUEST', outcome.message);
    case 'unchanged':
    case 'changed':
      return { person: outcome.person, changed: outcome.status === 'changed' };
  }
}

export async function adminPeopleRoutes(app: FastifyInstance): Promise<void> {
  const by = (userId: string) => ({ userId, at: app.clock() });

  route(app, listPeopleEndpoint, async () => ({ people: await listPeople(app.db) }));

  route(app, addPersonEndpoint, async ({ body, agent, reply }) => {
    const outcome = await addPerson(app.db, body, by(agent.userId));
    if (outcome.status === 'email-taken') {
      throw new HttpError(409, 'CONFLICT', `Someone has the email ${body.email.toLowerCase()} already.`);
    }
    if (outcome.status === 'refused') throw new HttpError(400, 'BAD_REQUEST', outcome.message);
    void reply.code(201);
    return {
      person: outcome.person,
      changed: true,
      ...(outcome.passwordLink ? { passwordLink: outcome.passwordLink } : {}),
    };
  });

  route(app, makePasswordLinkEndpoint, async ({ params: { userId }, body, agent, reply, request }) => {
    await requireActingAdminCode(request, agent, userId, body?.code);
    const outcome = await passwordLinkFor(app.db, userId, by(agent.userId));
    if (outcome.status === 'no-person') throw new HttpError(404, 'NOT_FOUND', `There is no person ${userId}.`);
    void reply.code(201);
    return { person: outcome.person, passwordLink: outcome.passwordLink };
  });

  route(app, changeRoleEndpoint, async ({ params: { userId }, body, agent }) =>
    answer(await changeRole(app.db, userId, body.role, by(agent.userId)), userId),
  );

  route(app, changeBranchEndpoint, async ({ params: { userId }, body, agent }) =>
    answer(await changeBranch(app.db, userId, body.branch, by(agent.userId)), userId),
  );

  route(app, changeAccessEndpoint, async ({ params: { userId }, body, agent }) =>
    answer(await changeAccess(app.db, userId, body.disabled, by(agent.userId)), userId),
  );

  route(app, resetPersonPassword, async ({ params: { userId }, body, agent, request }) => {
    await requireActingAdminCode(request, agent, userId, body.code);
    return answer(await resetPassword(app.db, userId, body.password, by(agent.userId)), userId);
  });

  route(app, signOutEndpoint, async ({ params: { userId }, agent }) =>
    answer(await signOutEverywhere(app.db, userId, by(agent.userId)), userId),
  );
}
