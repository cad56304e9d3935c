// The office's contracts (docs/decisions/044-contracts-in-the-office.md): listed with their state, opened with their
// versions and signed copies, exported as CSV, a signed copy resent, a cancellation recorded. Managers and admins; an
// agent's token is answered 403.
import { contractIdParamSchema } from '../contract-calls';
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import {
  cancellationResponseSchema,
  newCancellationSchema,
  officeContractDetailSchema,
  officeContractsQuerySchema,
  officeContractsResponseSchema,
  resendRequestSchema,
  resendResponseSchema,
  receiptPdfParamSchema,
  signedCopyParamSchema,
} from '../office-contracts';

const office = { tag: 'office', auth: 'bearer', roles: ['manager', 'admin'] } as const;
const contractPath = { contractId: "The contract's 12-character ContractId." };
const signedCopyPath = { ...contractPath, contentHash: 'The content hash of the signed version (64 hex digits).' };
const filters = {
  q: "The customer's name, the description or the ContractId, in part.",
  state: 'draft, saved, signed, emailed or cancelled.',
  agent: "The agent's user id.",
  page: 'From 1; 25 contracts a page.',
};

export const listOfficeContracts = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/contracts',
  operationId: 'listOfficeContracts',
  summary: 'Every contract with its state, newest first (managers and admins)',
  description:
    'Draft: never saved; saved: saved, not signed; signed: a signed copy is kept; emailed: the customer was sent it; ' +
    'cancelled: a cancellation is recorded. A page of 25 and how many match.',
  query: officeContractsQuerySchema,
  parameterDescriptions: filters,
  responses: {
    200: { description: 'One page.', schema: officeContractsResponseSchema },
    ...errorAnswers(400, 401, 403),
  },
});

export const exportOfficeContracts = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/contracts.csv',
  operationId: 'exportOfficeContracts',
  summary: 'The contracts that match, as CSV (managers and admins)',
  description: 'Every match, not one page: the same filters as the list, page left out. Opens in a spreadsheet.',
  query: officeContractsQuerySchema.omit({ page: true }),
  parameterDescriptions: { q: filters.q, state: filters.state, agent: filters.agent },
  responses: {
    200: { description: 'CSV with a header row.', mediaType: 'text/csv' },
    ...errorAnswers(400, 401, 403),
  },
});

export const getOfficeContract = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/contracts/{contractId}',
  operationId: 'getOfficeContract',
  summary: 'One contract: its versions, signed copies, emails, flags and cancellation (managers and admins)',
  description: "Each signed copy's PDF is hashed again: pdfIntact says whether it still matches what arrived.",
  params: contractIdParamSchema,
  parameterDescriptions: contractPath,
  responses: {
    200: { description: 'The contract.', schema: officeContractDetailSchema },
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const getSignedPdf = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/contracts/{contractId}/signed/{contentHash}/pdf',
  operationId: 'getSignedPdf',
  summary: 'A signed copy as the customer received it (managers and admins)',
  description:
    'The PDF kept when the signed version arrived. Its SHA-256 is checked again first: a copy that no longer ' +
    'matches is answered 409, not sent.',
  params: signedCopyParamSchema,
  parameterDescriptions: signedCopyPath,
  responses: {
    200: { description: 'The signed PDF.', mediaType: 'application/pdf' },
    409: errorAnswer('The kept PDF no longer matches its recorded hash (PDF_ALTERED).'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const getInstallerReceiptPdf = endpoint({
  ...office,
  method: 'get',
  path: '/api/admin/contracts/{contractId}/installer-receipts/{pdfHash}/pdf',
  operationId: 'getInstallerReceiptPdf',
  summary: "An installer's receipt as the customer received it (managers and admins)",
  description:
    'The PDF kept when the receipt arrived (docs/decisions/067-receipts-in-the-cloud.md). Its SHA-256 is checked ' +
    'again first: a copy that no longer matches is answered 409, not sent.',
  params: receiptPdfParamSchema,
  parameterDescriptions: {
    contractId: "The contract's 12-character ContractId.",
    pdfHash: "The SHA-256 of the receipt's PDF, as the contract's detail lists it.",
  },
  responses: {
    200: { description: "The installer's receipt as a PDF.", mediaType: 'application/pdf' },
    409: errorAnswer('The kept PDF no longer matches its recorded hash (PDF_ALTERED).'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const resendSignedCopy = endpoint({
  ...office,
  method: 'post',
  path: '/api/admin/contracts/{contractId}/signed/{contentHash}/resend',
  operationId: 'resendSignedCopy',
  summary: "Send the customer's signed copy again (managers and admins)",
  description:
    'To the address given, or the one the customer gave when signing. Queued in the outbox and sent at once when ' +
    'the mail server answers. Recorded in the audit log.',
  params: signedCopyParamSchema,
  parameterDescriptions: signedCopyPath,
  body: resendRequestSchema,
  responses: {
    201: { description: 'Queued.', schema: resendResponseSchema },
    422: errorAnswer('The customer gave no email address: give one (NO_ADDRESS).'),
    ...errorAnswers(400, 401, 403, 404),
  },
});

export const recordCancellation = endpoint({
  ...office,
  method: 'post',
  path: '/api/admin/contracts/{contractId}/cancellation',
  operationId: 'recordCancellation',
  summary: 'Record that the customer cancelled (managers and admins)',
  description:
    'With the date the notice was sent (mail, email) or handed over (in person, phone). The answer says whether ' +
    'it came by the last day to cancel the signed contract stated. The contract and its signed copies stay; the ' +
    "agent's tablet shows it cancelled after its next sync. Recorded once, in the audit log too.",
  params: contractIdParamSchema,
  parameterDescriptions: contractPath,
  body: newCancellationSchema,
  responses: {
    201: { description: 'Recorded.', schema: cancellationResponseSchema },
    409: errorAnswer('A cancellation is recorded already (CANCELLED_ALREADY).'),
    ...errorAnswers(400, 401, 403, 404),
  },
});
