// Installers' receipts handed in from a tablet (docs/decisions/067-receipts-in-the-cloud.md): kept once with their
// PDF and emailed once, as signed contracts are; and what the cloud keeps of a contract's receipts.
import { contractIdParamSchema } from '../contract-calls';
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import { installerReceiptPushSchema, receiptKeptListSchema, receiptKeptSchema } from '../installer-receipt-schema';

export const pushInstallerReceipt = endpoint({
  method: 'post',
  path: '/api/contracts/{contractId}/installer-receipts',
  operationId: 'pushInstallerReceipt',
  summary: "Hand in an installer's receipt and its PDF",
  description:
    'Kept only for a contract the cloud holds signed, by someone who may change it, when the SHA-256 of the PDF agrees ' +
    'and every area is a row of its product’s label chart with at least the bags the label asks for. The customer ' +
    'and the agent are emailed the PDF once. A retry of a receipt already kept answers 200 with the same answer.',
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  body: installerReceiptPushSchema,
  responses: {
    201: { description: 'Kept: what the cloud keeps, with the emails queued.', schema: receiptKeptSchema },
    200: { description: 'Kept before: the same answer.', schema: receiptKeptSchema },
    ...errorAnswers(400, 401, 403, 404),
    409: errorAnswer(
      'The contract has no signed copy in the cloud yet (RECEIPT_NOT_SIGNED), or this receipt is kept with another PDF (RECEIPT_EXISTS).',
    ),
    ...errorAnswers(413, 415),
    422: errorAnswer(
      'The PDF does not match its SHA-256 (RECEIPT_PDF_MISMATCH) or does not open (NOT_A_PDF), or an area is not borne out by its label (RECEIPT_NOT_ON_LABEL).',
    ),
    ...errorAnswers(429),
  },
});

export const listInstallerReceipts = endpoint({
  method: 'get',
  path: '/api/contracts/{contractId}/installer-receipts',
  operationId: 'listInstallerReceipts',
  summary: "The installers' receipts the cloud keeps of a contract, and their emails",
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  responses: {
    200: { description: 'Every receipt kept, first signed first.', schema: receiptKeptListSchema },
    ...errorAnswers(400, 401),
  },
});
