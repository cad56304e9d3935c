// Price books (docs/decisions/047-price-book-versions.md): tablets read the version in effect and those due after
// it; managers and admins list and export versions; admins publish one with an effective date.
import { endpoint, errorAnswer, errorAnswers, type HeaderDescription } from '../endpoint';
import {
  officePriceBookResponseSchema,
  officePriceBooksResponseSchema,
  priceBookResponseSchema,
  priceBookVersionParamSchema,
  publishedPriceBookSchema,
  publishPriceBookSchema,
} from '../price-book';

const etagHeader: Record<string, HeaderDescription> = {
  ETag: {
    description: 'These versions; send it back in If-None-Match.',
    schema: { type: 'string' },
    required: true,
  },
};

export const getPriceBook = endpoint({
  method: 'get',
  path: '/api/price-book',
  operationId: 'getPriceBook',
  summary: 'The price book in effect and the versions due after it, for the tablets',
  description:
    'The version in effect yesterday (UTC), so a tablet behind UTC still has the one of its own today, and every ' +
    'later version. A tablet keeps them all and quotes from the highest version whose effective date has come on ' +
    'its own calendar, offline too. Answers 304 when If-None-Match holds the current ETag.',
  tag: 'catalogue',
  auth: 'bearer',
  requestHeaders: ['IfNoneMatch'],
  responses: {
    200: { description: 'The versions.', headers: etagHeader, schema: priceBookResponseSchema },
    304: { description: 'Nothing has been published since the ETag given.', headers: etagHeader },
    ...errorAnswers(401),
  },
});

export const listPriceBooks = endpoint({
  method: 'get',
  path: '/api/admin/price-book',
  operationId: 'listPriceBooks',
  summary: 'Every published price book, for the office (managers and admins)',
  description: "Newest first, with who published it, when and from which date it is used. An agent's token gets 403.",
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  responses: {
    200: { description: 'The versions.', schema: officePriceBooksResponseSchema },
    ...errorAnswers(401, 403),
  },
});

export const getOfficePriceBook = endpoint({
  method: 'get',
  path: '/api/admin/price-book/{version}',
  operationId: 'getOfficePriceBook',
  summary: 'One price book with its scopes (managers and admins)',
  description:
    'Its scopes are the file format of import-catalogue (docs/price-book-format.md): saved as a file, a version ' +
    'is its export.',
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  params: priceBookVersionParamSchema,
  parameterDescriptions: { version: 'The version number.' },
  invalidParams: 'not-found',
  responses: {
    200: { description: 'The version.', schema: officePriceBookResponseSchema },
    ...errorAnswers(401, 403, 404),
  },
});

export const publishPriceBook = endpoint({
  method: 'post',
  path: '/api/admin/price-book',
  operationId: 'publishPriceBook',
  summary: 'Publish a price book with an effective date (admins)',
  description:
    'The whole catalogue, checked as import-catalogue checks a file. Tablets download it at their next sync and ' +
    'use it from its date on; contracts priced before keep their prices. Its date is today (UTC, or yesterday for ' +
    "zones behind it) or later, and not before the newest version's. Another version published since baseVersion " +
    'is answered 409. Recorded in the audit log with every rate that changes.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: publishPriceBookSchema,
  responses: {
    201: { description: 'Published.', schema: publishedPriceBookSchema },
    409: errorAnswer('Another version was published since the one these edits started from.'),
    ...errorAnswers(400, 401, 403),
  },
});
