// Contracts signed on a tablet (docs/decisions/031-the-signed-contract.md):
//   POST /api/contracts/:contractId/signed   the signed record and its PDF; kept once, emailed once
//   GET  /api/contracts/:contractId/signed   what the cloud keeps of each signed version, and its email
// The server recomputes both hashes and answers 422 when either disagrees;
// a retry of a version already kept answers the same receipt.
import type { FastifyInstance } from 'fastify';
import { contractIdParamSchema } from '#api/contract-calls';
import {
  SIGNATURE_LIMITS,
  signedPushSchema,
  type SignedListResponse,
  type SignedReceipt,
} from '#api/signed-contract-schema';
import { HttpError } from '../../http-error';
import { keepSignedVersion, signedReceipts } from '../../signing/signed-versions';
import { requireAgent } from '../require-agent';

export const CONTENT_MISMATCH =
  'The signed record does not match its content hash: it was changed after it was signed, so it is not kept.';
export const PDF_MISMATCH =
  'The PDF does not match its SHA-256: it was changed or damaged on the way, so it is not kept.';

/** The PDF travels as base64 inside JSON: a third larger, plus the record. */
const SIGNED_BODY_LIMIT = Math.ceil((SIGNATURE_LIMITS.pdfBytes * 4) / 3) + 4 * 1024 * 1024;

export async function signedRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/contracts/:contractId/signed',
    { preHandler: requireAgent, bodyLimit: SIGNED_BODY_LIMIT },
    async (request, reply): Promise<SignedReceipt> => {
      const { contractId } = contractIdParamSchema.parse(request.params);
      const push = signedPushSchema.parse(request.body);
      if (push.record.contract.ContractId !== contractId) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `The signed contract is ${push.record.contract.ContractId}, but the address names ${contractId}.`,
        );
      }
      const agent = request.agent;
      if (!agent) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first.');
      const outcome = await keepSignedVersion(app.db, push, agent.userId, app.clock());
      switch (outcome.kind) {
        case 'content-mismatch':
          throw new HttpError(422, 'SIGNED_CONTENT_MISMATCH', CONTENT_MISMATCH);
        case 'pdf-mismatch':
          throw new HttpError(422, 'SIGNED_PDF_MISMATCH', PDF_MISMATCH);
        case 'other-pdf':
          throw new HttpError(
            409,
            'SIGNED_VERSION_EXISTS',
            'This signed version is already kept with another PDF; the first one stays.',
            { receipt: outcome.receipt },
          );
        case 'kept':
          if (outcome.created) {
            request.log.info({ contractId, contentHash: outcome.receipt.contentHash }, 'signed version kept');
            app.outbox.kick();
          }
          void reply.code(outcome.created ? 201 : 200);
          return outcome.receipt;
      }
    },
  );

  app.get(
    '/contracts/:contractId/signed',
    { preHandler: requireAgent },
    async (request): Promise<SignedListResponse> => {
      const { contractId } = contractIdParamSchema.parse(request.params);
      return { items: await signedReceipts(app.db, { contractId }) };
    },
  );
}
