// What the office reads and mends besides contracts: the week's figures, the outbox and the audit log. Managers and
// admins; an agent's token is answered 403.
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import {
  outboxEmailParamSchema,
  outboxEmailResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '../office-outbox';
import { auditQuerySchema, auditResponseSchema, weekQuerySchema, weekResponseSchema } from '../office-reports';

const office = { tag: 'office', auth: 'bearer', roles: ['manager', 'admin'] } as const;

export const getWeek = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/week',
  operationId: 'getWeek',
  summary: 'A week in figures, per agent (managers and admins)',
  description:
    'Contracts saved, contracts signed (from the signed records, by signing time, UTC) and what they sell for, the ' +
    'average ticket and the cancellations whose notice is dated that week. Weeks start on Monday.',
  query: weekQuerySchema,
  parameterDescriptions: { day: 'Any day of the week (YYYY-MM-DD); this week when left out.' },
  responses: { 200: { description: 'The week.', schema: weekResponseSchema }, ...errorAnswers(400, 401, 403) },
});

export const listOutbox = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/outbox',
  operationId: 'listOutbox',
  summary: 'The emails of signed copies, newest first (managers and admins)',
  query: outboxQuerySchema,
  parameterDescriptions: { state: 'waiting, sent or failed.', page: 'From 1; 50 emails a page.' },
  responses: { 200: { description: 'One page.', schema: outboxResponseSchema }, ...errorAnswers(400, 401, 403) },
});

export const retryOutboxEmail = endpoint({
  ...office,
  method: 'post',
  path: '/api/admin/outbox/{id}/retry',
  operationId: 'retryOutboxEmail',
  summary: 'Try a waiting or failed email again now (managers and admins)',
  description: 'Its attempts count afresh. An email sent already is answered 409: resend the signed copy instead.',
  params: outboxEmailParamSchema,
  parameterDescriptions: { id: "The email's id in the outbox." },
  responses: {
    200: { description: 'Due now.', schema: outboxEmailResponseSchema },
    409: errorAnswer('Sent already (SENT_ALREADY).'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const readAuditLog = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/audit',
  operationId: 'readAuditLog',
  summary: 'What the console and the command line did, newest first (managers and admins)',
  description: 'Who, what, to what, when, before and after. Append-only: nothing here is ever changed or removed.',
  query: auditQuerySchema,
  parameterDescriptions: {
    action: "An action ('contract.cancel') or its start ('contract.').",
    actor: 'The user id of who did it.',
    subject: 'What it was done to, in part: a ContractId, a user id, a plan code.',
    page: 'From 1; 50 entries a page.',
  },
  responses: { 200: { description: 'One page.', schema: auditResponseSchema }, ...errorAnswers(400, 401, 403) },
});
