// Price floors and approval codes (docs/decisions/055-price-floors.md): managers read the floors, admins set them,
// managers and admins give an approval code for a request a tablet shows.
import { endpoint, errorAnswers } from '../endpoint';
import {
  giveApprovalSchema,
  givenApprovalSchema,
  priceFloorsChangeSchema,
  priceFloorsResponseSchema,
  priceFloorsSchema,
} from '../price-floors';

export const getPriceFloors = endpoint({
  method: 'get',
  path: '/api/admin/price-floors',
  operationId: 'getPriceFloors',
  summary: 'The price floors by role (managers and admins)',
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  responses: { 200: { description: 'The floors.', schema: priceFloorsResponseSchema }, ...errorAnswers(401, 403) },
});

export const changePriceFloors = endpoint({
  method: 'put',
  path: '/api/admin/price-floors',
  operationId: 'changePriceFloors',
  summary: 'Set the price floors by role (admins)',
  description:
    'The largest discount (discount and coupon together, as a percentage of the total) and the lowest price of a ' +
    "category's work, for each role. Tablets receive them with the price book and check them with no signal; a " +
    "contract below its seller's floor is signed only with a manager's approval code. Recorded in the audit log.",
  tag: 'office',
  auth: 'bearer',
  roles: ['admin'],
  body: priceFloorsSchema,
  responses: {
    200: { description: 'Saved (or so already).', schema: priceFloorsChangeSchema },
    ...errorAnswers(400, 401, 403),
  },
});

export const giveApproval = endpoint({
  method: 'post',
  path: '/api/admin/approvals',
  operationId: 'giveApproval',
  summary: "A manager's approval code for a price below the floor",
  description:
    'The manager types the request code the agent reads from the tablet and the discount approved, to the cent; the ' +
    "answer is an 8-digit code the tablet checks with the agent's key, good today and tomorrow. Every code given is " +
    'kept and in the audit log; the cloud accepts a signed approval only if it was given here, and only for a ' +
    "signature on or before its last day. A manager's own sale is approved by another manager or an admin (403). " +
    'Limited per manager and hour (429).',
  tag: 'office',
  auth: 'bearer',
  roles: ['manager', 'admin'],
  body: giveApprovalSchema,
  responses: {
    200: { description: 'The code.', schema: givenApprovalSchema },
    ...errorAnswers(400, 401, 403, 404, 429),
  },
});
