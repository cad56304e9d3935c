// Contracts signed on a tablet (docs/decisions/031-the-signed-contract.md): POST keeps the signed record and its PDF
// once and emails it once; GET lists what the cloud keeps of each signed version and its email. The server recomputes
// both hashes (422 when either disagrees), and a retry of a version already kept answers the same receipt.
import type { FastifyInstance } from 'fastify';
import { listSignedContracts, pushSignedContract } from '#api/endpoints/signed-endpoints';
import { SIGNATURE_LIMITS } from '#api/signed-contract-schema';
import { HttpError } from '../../http-error';
import { keepSignedVersion, signedReceipts } from '../../signing/signed-versions';
import { route } from '../endpoint-route';

export const CONTENT_MISMATCH =
  'The signed record does not match its content hash: it was changed after it was signed, so it is not kept.';
export const PDF_MISMATCH =
  'The PDF does not match its SHA-256: it was changed or damaged on the way, so it is not kept.';

export const NOT_A_PDF = 'The signed copy is not a PDF that opens, so it is not kept.';
export const ACTIVE_PDF =
  'The PDF holds scripts, actions or attached files, which no paper this app makes has: it is not kept or sent.';
export const NOT_SYNCED =
  'The signed contract is not a version the cloud holds: the contract is synced first, then its signed copy.';

/** The PDF travels as base64 inside JSON: a third larger, plus the record (signatures included). */
const SIGNED_BODY_LIMIT = Math.ceil((SIGNATURE_LIMITS.pdfBytes * 4) / 3) + 2 * 1024 * 1024;

export async function signedRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    pushSignedContract,
    async ({ params: { contractId }, body: push, agent, request, reply }) => {
      if (push.record.contract.ContractId !== contractId) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `The signed contract is ${push.record.contract.ContractId}, but the address names ${contractId}.`,
        );
      }
      const outcome = await keepSignedVersion(app.db, push, agent, app.clock(), app.config.jwtSecret);
      switch (outcome.kind) {
        case 'bad-address':
          throw new HttpError(400, 'BAD_REQUEST', outcome.message, [{ path: outcome.path, message: outcome.message }]);
        case 'bad-preparer':
          throw new HttpError(400, 'BAD_REQUEST', outcome.message, [
            { path: 'record.preparedBy.Id', message: outcome.message },
          ]);
        case 'not-a-pdf':
          throw new HttpError(422, 'NOT_A_PDF', NOT_A_PDF);
        case 'active-pdf':
          throw new HttpError(422, 'PDF_ACTIVE_CONTENT', ACTIVE_PDF, { names: outcome.names });
        case 'no-contract':
          throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud: sync it first.`);
        case 'not-synced':
          throw new HttpError(409, 'SIGNED_NOT_SYNCED', NOT_SYNCED);
        case 'forbidden':
          throw new HttpError(403, 'FORBIDDEN', outcome.message);
        case 'too-many':
          void reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new HttpError(
            429,
            'TOO_MANY_REQUESTS',
            'More signed contracts today than an agent hands in: ask the office to look at this account.',
            { retryAfterSeconds: outcome.retryAfterSeconds },
          );
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
    { bodyLimit: SIGNED_BODY_LIMIT },
  );

  route(app, listSignedContracts, async ({ params: { contractId } }) => ({
    items: await signedReceipts(app.db, { contractId }),
  }));
}
