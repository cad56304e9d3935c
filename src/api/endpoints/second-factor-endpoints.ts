// The second factor (docs/decisions/045-second-factor.md): each person enrols their own authenticator app; an admin
// removes a lost one for someone else, who then enrols again.
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import { actingAdminCodeSchema, personIdParamSchema } from '../people';
import {
  confirmEnrolmentSchema,
  enrolmentSchema,
  recoveryCodesSchema,
  secondFactorCodeSchema,
  secondFactorRemovedSchema,
  secondFactorStatusSchema,
} from '../second-factor';

export const getSecondFactor = endpoint({
  method: 'get',
  path: '/api/me/second-factor',
  operationId: 'getSecondFactor',
  summary: "The signed-in person's second factor",
  description:
    'Whether it is enrolled, whether this session gave it, whether the role needs it, and recovery codes left.',
  tag: 'auth',
  auth: 'bearer',
  responses: { 200: { description: 'Where it stands.', schema: secondFactorStatusSchema }, ...errorAnswers(401) },
});

export const startEnrolment = endpoint({
  method: 'post',
  path: '/api/me/second-factor',
  operationId: 'startSecondFactorEnrolment',
  summary: 'Start enrolling an authenticator app',
  description:
    'A new secret, as a QR code and as a key to type. It is in force only once a code from the app confirms it. ' +
    'Enrolled already: 409 (an admin removes it first).',
  tag: 'auth',
  auth: 'bearer',
  responses: {
    201: { description: 'The secret to scan.', schema: enrolmentSchema },
    409: errorAnswer('A second factor is enrolled already.'),
    ...errorAnswers(401),
  },
});

export const confirmEnrolment = endpoint({
  method: 'post',
  path: '/api/me/second-factor/confirm',
  operationId: 'confirmSecondFactorEnrolment',
  summary: "Confirm the enrolment with the app's first code",
  description:
    'From then on every sign-in asks for a code. Answers ten one-time recovery codes, shown this once; this ' +
    'session counts as having given the second factor. Recorded in the audit log.',
  tag: 'auth',
  auth: 'bearer',
  body: confirmEnrolmentSchema,
  responses: {
    200: { description: 'Enrolled: the recovery codes.', schema: recoveryCodesSchema },
    409: errorAnswer('Not started, or enrolled already.'),
    422: errorAnswer('The code is not right (SECOND_FACTOR_REQUIRED): try the current one.'),
    ...errorAnswers(400, 401),
  },
});

export const verifySecondFactor = endpoint({
  method: 'post',
  path: '/api/me/second-factor/verify',
  operationId: 'verifySecondFactor',
  summary: 'Give the second factor again, to go on in the office console',
  description:
    "A manager's or admin's session gives its code again 12 hours after it last did, and after 30 minutes without " +
    "an office call. The app's code or a recovery code; a wrong one counts against the account (ten an hour lock " +
    'the authenticator until a recovery code is used or an admin removes it).',
  tag: 'auth',
  auth: 'bearer',
  body: secondFactorCodeSchema,
  responses: {
    200: { description: 'Given: where it stands now.', schema: secondFactorStatusSchema },
    409: errorAnswer('No second factor is enrolled: set one up first.'),
    422: errorAnswer('The code is not right, or the authenticator is locked (SECOND_FACTOR_REQUIRED).'),
    ...errorAnswers(400, 401),
  },
});

export const removeSecondFactor = endpoint({
  method: 'delete',
  path: '/api/admin/people/{userId}/second-factor',
  operationId: 'removeSecondFactor',
  summary: "Remove a person's second factor: a lost phone (admins)",
  description:
    'They sign in with their password alone and enrol again. Recorded in the audit log. For another admin, the ' +
    "acting admin's own current code goes with it (`code`; 403 SECOND_FACTOR_REQUIRED without it).",
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  params: personIdParamSchema,
  body: actingAdminCodeSchema,
  parameterDescriptions: { userId: 'The user id of the person.' },
  responses: {
    200: { description: 'Removed (or there was none).', schema: secondFactorRemovedSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});
