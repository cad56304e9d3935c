// Installers' receipts from a tablet (docs/decisions/067-receipts-in-the-cloud.md): POST keeps a receipt and its PDF
// once and emails it once; GET lists what the cloud keeps of a contract's receipts and their emails.
import type { FastifyInstance } from 'fastify';
import { listInstallerReceipts, pushInstallerReceipt } from '#api/endpoints/installer-receipt-endpoints';
import { SIGNATURE_LIMITS } from '#api/signed-contract-schema';
import { HttpError } from '../../http-error';
import { keepInstallerReceipt, receiptsKept } from '../../signing/installer-receipt-keep';
import { route } from '../endpoint-route';
import { ACTIVE_PDF, NOT_A_PDF, PDF_MISMATCH } from './signed-routes';

export const NOT_SIGNED =
  'The contract has no signed copy in the cloud yet: its signed copy is synced first, then the installer’s receipt.';

const RECEIPT_BODY_LIMIT = Math.ceil((SIGNATURE_LIMITS.pdfBytes * 4) / 3) + 1024 * 1024;

export async function installerReceiptRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    pushInstallerReceipt,
    async ({ params: { contractId }, body: push, agent, request, reply }) => {
      if (push.receipt.ContractId !== contractId) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `The receipt is for ${push.receipt.ContractId}, but the address names ${contractId}.`,
        );
      }
      const outcome = await keepInstallerReceipt(app.db, push, agent, app.clock());
      switch (outcome.kind) {
        case 'not-a-pdf':
          throw new HttpError(422, 'NOT_A_PDF', NOT_A_PDF);
        case 'active-pdf':
          throw new HttpError(422, 'PDF_ACTIVE_CONTENT', ACTIVE_PDF, { names: outcome.names });
        case 'pdf-mismatch':
          throw new HttpError(422, 'RECEIPT_PDF_MISMATCH', PDF_MISMATCH);
        case 'not-on-label':
          throw new HttpError(422, 'RECEIPT_NOT_ON_LABEL', outcome.problems.join(' '), {
            problems: outcome.problems,
          });
        case 'no-contract':
          throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud: sync it first.`);
        case 'not-signed':
          throw new HttpError(409, 'RECEIPT_NOT_SIGNED', NOT_SIGNED);
        case 'forbidden':
          throw new HttpError(403, 'FORBIDDEN', outcome.message);
        case 'too-many':
          void reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new HttpError(
            429,
            'TOO_MANY_REQUESTS',
            'More installers’ receipts today than a crew hands in: ask the office to look at this account.',
            { retryAfterSeconds: outcome.retryAfterSeconds },
          );
        case 'other-pdf':
          throw new HttpError(
            409,
            'RECEIPT_EXISTS',
            'This receipt is already kept with another PDF; the first one stays.',
            {
              kept: outcome.kept,
            },
          );
        case 'kept':
          if (outcome.created) {
            request.log.info({ contractId, receipt: outcome.kept.id }, 'installer receipt kept');
            app.outbox.kick();
          }
          void reply.code(outcome.created ? 201 : 200);
          return outcome.kept;
      }
    },
    { bodyLimit: RECEIPT_BODY_LIMIT },
  );

  route(app, listInstallerReceipts, async ({ params: { contractId } }) => ({
    items: await receiptsKept(app.db, { contractId }),
  }));
}
