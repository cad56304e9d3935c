// The office's financing plans: listed by managers and admins, added, re-rated and retired by admins. Each change
// leaves its row in the audit log (src/server/financing/financing-plans.ts).
import type { FastifyInstance } from 'fastify';
import { addFinancingPlan, changeFinancingPlan, listOfficeFinancingPlans } from '#api/endpoints/office-endpoints';
import { addPlan, changePlan, listPlans } from '../../financing/financing-plans';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

export async function adminFinancingRoutes(app: FastifyInstance): Promise<void> {
  route(app, listOfficeFinancingPlans, async () => ({ plans: await listPlans(app.db) }));

  route(app, addFinancingPlan, async ({ body, agent, reply }) => {
    const outcome = await addPlan(app.db, body, { userId: agent.userId, label: 'api' }, app.clock());
    if (outcome.status === 'code-taken') {
      throw new HttpError(409, 'CONFLICT', `There is a plan ${outcome.plan.code} already: change it instead.`);
    }
    void reply.code(201);
    return { plan: outcome.plan, changed: true };
  });

  route(app, changeFinancingPlan, async ({ params: { code }, body, agent }) => {
    const outcome = await changePlan(app.db, code, body, { userId: agent.userId, label: 'api' }, app.clock());
    if (outcome.status === 'no-plan') throw new HttpError(404, 'NOT_FOUND', `There is no financing plan ${code}.`);
    return { plan: outcome.plan, changed: outcome.status === 'changed' };
  });
}
