// Contracts signed on a tablet (docs/decisions/031-the-signed-contract.md):
// the signed record and its PDF, kept once and emailed once, and what the
// cloud keeps of each signed version.
import { contractIdParamSchema } from '../contract-calls';
import { endpoint, errorAnswer, errorAnswers } from '../endpoint';
import { signedListResponseSchema, signedPushSchema, signedReceiptSchema } from '../signed-contract-schema';

export const pushSignedContract = endpoint({
  method: 'post',
  path: '/api/contracts/{contractId}/signed',
  operationId: 'pushSignedContract',
  summary: 'Hand in a signed contract and its PDF',
  description:
    'The server recomputes the content hash of the record and the SHA-256 of the PDF and keeps them only when both agree; ' +
    'the customer and the agent are emailed the PDF once. A retry of a version already kept answers 200 with the same receipt. ' +
    'The contract is synced first: a signed version the cloud does not hold is refused.',
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  body: signedPushSchema,
  responses: {
    201: { description: 'Kept: the receipt, with the emails queued.', schema: signedReceiptSchema },
    200: { description: 'Kept before: the same receipt.', schema: signedReceiptSchema },
    ...errorAnswers(400, 401, 403, 404),
    409: errorAnswer(
      'The contract is not synced at this version (SIGNED_NOT_SYNCED), or this version is kept with another PDF (SIGNED_VERSION_EXISTS).',
    ),
    ...errorAnswers(413, 415),
    422: errorAnswer(
      'A hash does not match what was sent (SIGNED_CONTENT_MISMATCH, SIGNED_PDF_MISMATCH), or the PDF does not open (NOT_A_PDF).',
    ),
    ...errorAnswers(429),
  },
});

export const listSignedContracts = endpoint({
  method: 'get',
  path: '/api/contracts/{contractId}/signed',
  operationId: 'listSignedContracts',
  summary: 'The signed versions the cloud keeps of a contract, and their emails',
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: { contractId: "The contract's 12-character ContractId." },
  responses: {
    200: { description: 'Every signed version kept, with the state of its emails.', schema: signedListResponseSchema },
    ...errorAnswers(400, 401),
  },
});
