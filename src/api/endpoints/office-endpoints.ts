// The office's commands, for managers and admins (docs/decisions/036-roles.md);
// an agent's token is answered 403.
import { assignContractRequestSchema, assignContractResponseSchema } from '../admin-calls';
import { contractIdParamSchema } from '../contract-calls';
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import {
  financingPlanChangeSchema,
  financingPlanCodeParamSchema,
  financingPlansResponseSchema,
  financingPlanTermsSchema,
  newFinancingPlanSchema,
} from '../financing-plans';
import {
  accessChangeSchema,
  addedPersonSchema,
  branchChangeSchema,
  passwordLinkResponseSchema,
  newPersonSchema,
  peopleResponseSchema,
  personChangeSchema,
  personIdParamSchema,
  roleChangeSchema,
  resetPasswordSchema,
  actingAdminCodeSchema,
} from '../people';

export const assignContract = endpoint({
  method: 'post',
  path: '/api/admin/contracts/{contractId}/assign',
  operationId: 'assignContract',
  summary: 'Give a contract to another agent (managers and admins)',
  description:
    'Writes a new version of the contract naming the agent as its agent; the creator of record stays. ' +
    'The tablet that held it meets the new version at its next push and takes the cloud copy. ' +
    "Recorded in the audit log with who did it. An agent's token is answered 403.",
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  body: assignContractRequestSchema,
  responses: {
    200: { description: 'Assigned (or theirs already).', schema: assignContractResponseSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const listOfficeFinancingPlans = endpoint({
  method: 'get',
  path: '/api/admin/financing-plans',
  operationId: 'listOfficeFinancingPlans',
  summary: 'The financing plans, for the office (managers and admins)',
  description: "Every plan, retired ones included, by id. An agent's token is answered 403.",
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  responses: {
    200: { description: 'The plans.', schema: financingPlansResponseSchema },
    ...errorAnswers(401, 403),
  },
});

export const addFinancingPlan = endpoint({
  method: 'post',
  path: '/api/admin/financing-plans',
  operationId: 'addFinancingPlan',
  summary: 'Add a financing plan (admins)',
  description:
    "Offered on new contracts from each tablet's next sync when visible. Only a 60-month plan is charged " +
    'interest. A code already used is answered 409. Recorded in the audit log.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: newFinancingPlanSchema,
  responses: {
    201: { description: 'Added.', schema: financingPlanChangeSchema },
    409: errorAnswer('A plan has this code already.'),
    ...errorAnswers(400, 401, 403),
  },
});

export const changeFinancingPlan = endpoint({
  method: 'put',
  path: '/api/admin/financing-plans/{code}',
  operationId: 'changeFinancingPlan',
  summary: 'Re-rate or retire a financing plan (admins)',
  description:
    'Sets its months, APR and whether new contracts are offered it. Contracts already sold with the plan keep ' +
    'their terms; tablets offer the new ones from their next sync. Recorded in the audit log when it changes.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: financingPlanCodeParamSchema,
  parameterDescriptions: { code: "The plan's code, such as DEL2689." },
  body: financingPlanTermsSchema,
  responses: {
    200: { description: 'Changed (or already so).', schema: financingPlanChangeSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

const personPath = { userId: 'The user id of the person (agents.user_id).' };

export const listPeople = endpoint({
  method: 'get',
  path: '/api/admin/people',
  operationId: 'listPeople',
  summary: "The company's people, for the office (managers and admins)",
  description:
    'Agents, managers and admins by email, with their role, whether they may sign in and their last sign-in.',
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  responses: { 200: { description: 'The people.', schema: peopleResponseSchema }, ...errorAnswers(401, 403) },
});

export const addPerson = endpoint({
  method: 'post',
  path: '/api/admin/people',
  operationId: 'addPerson',
  summary: 'Add an agent, a manager or an admin (admins)',
  description:
    'With a first password, checked as every new password; without one, the answer carries a one-time link with ' +
    'which they set it (72 hours). An email already used is answered 409. Recorded in the audit log, without the ' +
    'password or the link.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: newPersonSchema,
  responses: {
    201: { description: 'Added.', schema: addedPersonSchema },
    409: errorAnswer('Someone has this email already.'),
    ...errorAnswers(400, 401, 403),
  },
});

export const changeRole = endpoint({
  method: 'put',
  path: '/api/admin/people/{userId}/role',
  operationId: 'changeRole',
  summary: "Change a person's role (admins)",
  description: 'Counts at their next request. An admin cannot take away their own admin role. Audited.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  body: roleChangeSchema,
  responses: {
    200: { description: 'Changed (or so already).', schema: personChangeSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const changeAccess = endpoint({
  method: 'put',
  path: '/api/admin/people/{userId}/access',
  operationId: 'changeAccess',
  summary: 'Disable or enable a person (admins)',
  description:
    'Disabled: they cannot sign in, and every session of theirs ends at once. An admin cannot disable ' +
    'themselves. Audited.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  body: accessChangeSchema,
  responses: {
    200: { description: 'Changed (or so already).', schema: personChangeSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const resetPersonPassword = endpoint({
  method: 'put',
  path: '/api/admin/people/{userId}/password',
  operationId: 'resetPersonPassword',
  summary: "Set a person's password (admins)",
  description:
    'Checked as every new password; every session of theirs ends. Audited, without the password. For another ' +
    "admin, the acting admin's own current code goes with it (`code`; 403 SECOND_FACTOR_REQUIRED without it).",
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  body: resetPasswordSchema,
  responses: {
    200: { description: 'Set.', schema: personChangeSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const changeBranch = endpoint({
  method: 'put',
  path: '/api/admin/people/{userId}/branch',
  operationId: 'changeBranch',
  summary: "Change a person's branch (admins)",
  description:
    "One of the company's branches by name, or null. Their contracts print the branch's address and phone from " +
    "their next sign-in, and count for it in the week's figures. A name that is not a branch is answered 400. Audited.",
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  body: branchChangeSchema,
  responses: {
    200: { description: 'Changed (or so already).', schema: personChangeSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const makePasswordLink = endpoint({
  method: 'post',
  path: '/api/admin/people/{userId}/password-link',
  operationId: 'makePasswordLink',
  summary: 'A one-time link with which a person sets their own password (admins)',
  description:
    'Works once, for 72 hours; a newer link ends the older ones. Their password and sessions stay until they use ' +
    "it. Audited, without the link. For another admin, the acting admin's own current code goes with it.",
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  body: actingAdminCodeSchema,
  responses: {
    201: { description: 'Made.', schema: passwordLinkResponseSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const signOutEverywhere = endpoint({
  method: 'post',
  path: '/api/admin/people/{userId}/sign-out',
  operationId: 'signOutEverywhere',
  summary: 'End every session of a person (admins)',
  description: 'A lost or stolen tablet: its session ends at its next request. Audited.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  parameterDescriptions: personPath,
  responses: {
    200: { description: 'Signed out everywhere.', schema: personChangeSchema },
    ...errorAnswers(401, 403, 404),
  },
});
