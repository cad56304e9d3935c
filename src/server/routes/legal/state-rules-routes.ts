// State rules (src/server/legal/state-rules.ts): tablets download those in force; an admin publishes a new version.
import type { FastifyInstance } from 'fastify';
import { getStateRules, publishStateRules as publishEndpoint } from '#api/endpoints/state-rules-endpoints';
import { HttpError } from '../../http-error';
import { currentRuleSet, earlierRuleSet, publishStateRules } from '../../legal/state-rules';
import { catalogueEtag, matchesEtag } from '../catalogue/workscope-routes';
import { route } from '../endpoint-route';

export async function stateRulesRoutes(app: FastifyInstance): Promise<void> {
  route(app, getStateRules, async ({ request, reply }) => {
    const rules = await currentRuleSet(app.db);
    const body = JSON.stringify({ rules, earlier: await earlierRuleSet(app.db, rules) });
    const etag = catalogueEtag(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  route(app, publishEndpoint, async ({ body, agent, reply }) => {
    const outcome = await publishStateRules(
      app.db,
      body.rules,
      { userId: agent.userId, label: 'api' },
      app.clock(),
      body.note,
    );
    if (outcome.status === 'not-newer')
      throw new HttpError(
        409,
        'CONFLICT',
        `${body.rules.state}'s rules in force are version ${outcome.current}: publish version ${outcome.current + 1} or higher.`,
      );
    if (outcome.status === 'invalid')
      throw new HttpError(400, 'VALIDATION_FAILED', `Nothing was published: ${outcome.problems.join('; ')}.`);
    void reply.code(201);
    return { rules: outcome.rules };
  });
}
