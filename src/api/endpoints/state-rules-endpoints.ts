// State rules (docs/decisions/050-state-rules.md, docs/legal/state-rules.md): tablets read the rules in force at each
// sync; an admin publishes a state's next version, so counsel changes the law a contract follows without a release.
import { endpoint, errorAnswer, errorAnswers, type HeaderDescription } from '../endpoint';
import { publishedStateRulesSchema, publishStateRulesSchema, stateRulesResponseSchema } from '../state-rules';

const etagHeader: Record<string, HeaderDescription> = {
  ETag: { description: 'These rules; send it back in If-None-Match.', schema: { type: 'string' }, required: true },
};

export const getStateRules = endpoint({
  method: 'get',
  path: '/api/state-rules',
  operationId: 'getStateRules',
  summary: 'The state rules in force, for the tablets',
  description:
    "One entry per covered state and 'US' for every other state: days to cancel, deposit cap, whether work may " +
    'start inside the window, how a buyer may cancel, whether a contract may be signed on the tablet. A tablet ' +
    'keeps them for offline use. Answers 304 when If-None-Match holds the current ETag.',
  tag: 'catalogue',
  auth: 'bearer',
  requestHeaders: ['IfNoneMatch'],
  responses: {
    200: { description: 'The rules.', headers: etagHeader, schema: stateRulesResponseSchema },
    304: { description: 'Nothing has been published since the ETag given.', headers: etagHeader },
    ...errorAnswers(401),
  },
});

export const publishStateRules = endpoint({
  method: 'post',
  path: '/api/admin/state-rules',
  operationId: 'publishStateRules',
  summary: "Publish a state's next rules version (admins)",
  description:
    "A rules file as docs/legal/state-rules.md describes it, its version above the state's version in force (409 " +
    'otherwise). Tablets use it from their next sync; contracts signed before keep the rules they were signed ' +
    'under. Recorded in the audit log with the rules before and after.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: publishStateRulesSchema,
  responses: {
    201: { description: 'Published.', schema: publishedStateRulesSchema },
    409: errorAnswer("The state's rules in force have this version or a higher one already."),
    ...errorAnswers(400, 401, 403),
  },
});
