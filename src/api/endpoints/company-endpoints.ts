// The company's details (docs/decisions/046-company-details-served.md): every tablet reads them at its sync and
// prints them; managers read them in the office console and admins change them.
import { companyChangeSchema, companyDetailsSchema, companyResponseSchema } from '../company';
import { endpoint, errorAnswers } from '../endpoint';

export const getCompany = endpoint({
  method: 'get',
  path: '/api/company',
  operationId: 'getCompany',
  summary: "The company's details, for the tablets",
  description:
    'Name, address, phone, a licence per state and where a customer sends a cancellation; null until the office ' +
    "saves them (the app's build settings stand meanwhile). A tablet reads them at every sync and prints them.",
  tag: 'catalogue',
  auth: 'bearer',
  responses: { 200: { description: 'The details.', schema: companyResponseSchema }, ...errorAnswers(401) },
});

export const getOfficeCompany = endpoint({
  method: 'get',
  path: '/api/admin/company',
  operationId: 'getOfficeCompany',
  summary: "The company's details, for the office (managers and admins)",
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  responses: { 200: { description: 'The details.', schema: companyResponseSchema }, ...errorAnswers(401, 403) },
});

export const changeCompany = endpoint({
  method: 'put',
  path: '/api/admin/company',
  operationId: 'changeCompany',
  summary: "Change the company's details (admins)",
  description:
    "Printed on every contract from each tablet's next sync, without a new release; a contract signed before keeps " +
    'the details it was signed with. Recorded in the audit log when it changes.',
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: companyDetailsSchema,
  responses: {
    200: { description: 'Saved (or so already).', schema: companyChangeSchema },
    ...errorAnswers(400, 401, 403),
  },
});
