// Liveness, readiness and where the app is served: open to anyone, for load
// balancers and for the web app before sign-in.
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import { healthResponseSchema, readyResponseSchema } from '../health';
import { siteResponseSchema } from '../site';
import { z } from 'zod';

export const getHealth = endpoint({
  method: 'get',
  path: '/api/health',
  operationId: 'getHealth',
  summary: 'Liveness check',
  tag: 'health',
  auth: 'none',
  responses: { 200: { description: 'The server is up.', schema: healthResponseSchema } },
});

export const getReady = endpoint({
  method: 'get',
  path: '/api/ready',
  operationId: 'getReady',
  summary: 'Readiness check: the database answers',
  tag: 'health',
  auth: 'none',
  responses: {
    200: { description: 'The server can serve requests.', schema: readyResponseSchema },
    503: errorAnswer('The database does not answer within 2 seconds.'),
  },
});

export const getSite = endpoint({
  method: 'get',
  path: '/api/site',
  operationId: 'getSite',
  summary: 'Where the app is served',
  description: 'The https address agents should open (PUBLIC_URL), or null when the server was not given one.',
  tag: 'health',
  auth: 'none',
  responses: { 200: { description: 'The site information.', schema: siteResponseSchema } },
});

export const getOpenApiDocument = endpoint({
  method: 'get',
  path: '/api/docs',
  operationId: 'getOpenApiDocument',
  summary: 'This document',
  tag: 'health',
  auth: 'bearer',
  responses: {
    200: { description: 'The OpenAPI 3.1 document of the API.', schema: z.looseObject({}) },
    ...errorAnswers(401),
  },
});
