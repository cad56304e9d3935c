// The work-scope catalogue, the installation guides rendered from it, and the financing plans.
import { z } from 'zod';
import { endpoint, errorAnswers, type HeaderDescription } from '../endpoint';
import { financingPlansResponseSchema } from '../financing-plans';
import { guideParamsSchema, workScopesResponseSchema } from '../workscopes';

const etagHeader: Record<string, HeaderDescription> = {
  ETag: {
    description: "The catalogue's version; send it back in If-None-Match.",
    schema: { type: 'string' },
    required: true,
  },
};

export const listWorkScopes = endpoint({
  method: 'get',
  path: '/api/workscopes',
  operationId: 'listWorkScopes',
  summary: 'The work-scope catalogue',
  description:
    "Every category, '__HIDDEN' included (the web app hides it). Answers 304 when If-None-Match holds the current ETag.",
  tag: 'catalogue',
  auth: 'bearer',
  requestHeaders: ['IfNoneMatch'],
  responses: {
    200: { description: 'The catalogue.', headers: etagHeader, schema: workScopesResponseSchema },
    304: { description: 'The catalogue has not changed since the ETag given.', headers: etagHeader },
    ...errorAnswers(401),
  },
  // Read loosely: the device checks each scope as it stores it (src/web/storage/catalogue-storage.ts).
  deviceReads: z.array(z.unknown()),
});

export const getGuide = endpoint({
  method: 'get',
  path: '/api/guides/{name}.pdf',
  operationId: 'getGuide',
  summary: 'An installation guide PDF',
  description: 'A name that is not a guide is answered 404, whether or not it looks like one.',
  tag: 'catalogue',
  auth: 'bearer',
  params: guideParamsSchema,
  parameterDescriptions: { name: "The guide's name, such as A1x07." },
  invalidParams: 'not-found',
  responses: {
    200: {
      description: 'The guide.',
      mediaType: 'application/pdf',
      headers: { 'Cache-Control': { description: 'Guides may be cached.', schema: { type: 'string' } } },
    },
    ...errorAnswers(401, 404),
  },
});

export const listFinancingPlans = endpoint({
  method: 'get',
  path: '/api/financing-plans',
  operationId: 'listFinancingPlans',
  summary: "The company's financing plans",
  description:
    'Every plan, retired ones (visible false) included, by id. Tablets keep them and offer them on new ' +
    'contracts; a contract keeps the terms of the plans it chose.',
  tag: 'catalogue',
  auth: 'bearer',
  responses: {
    200: { description: 'The plans.', schema: financingPlansResponseSchema },
    ...errorAnswers(401),
  },
});
