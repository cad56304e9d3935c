// The office's contracts, behind the manager and admin roles (docs/decisions/044-contracts-in-the-office.md): the
// list and its CSV, one contract opened, its signed PDF and installers' receipts, a resend, a cancellation, a reassignment. Each change leaves
// its row in the audit log (src/server/audit/audit-log.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  exportOfficeContracts,
  getOfficeContract,
  getInstallerReceiptPdf,
  getSignedPdf,
  listOfficeContracts,
  recordCancellation as recordCancellationEndpoint,
  resendSignedCopy as resendEndpoint,
} from '#api/endpoints/office-contract-endpoints';
import { assignContract as assignContractEndpoint } from '#api/endpoints/office-endpoints';
import { assignContract } from '../../contracts/assign-contract';
import { HttpError } from '../../http-error';
import { recordCancellation } from '../../office/cancellations';
import { officeContractDetail, receiptPdf, signedPdf } from '../../office/contract-detail';
import { contractsCsv } from '../../office/contracts-csv';
import { allOfficeContracts, listOfficeContracts as listContracts } from '../../office/office-contracts';
import { resendSignedCopy } from '../../office/office-outbox';
import { RESENDS_PER_COPY_PER_DAY, RESENDS_PER_USER_PER_DAY, type ResendJudgement } from '../../office/resend-policy';
import { route } from '../endpoint-route';

const notInCloud = (contractId: string) =>
  new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);

export async function adminContractRoutes(app: FastifyInstance): Promise<void> {
  route(app, listOfficeContracts, async ({ query: { page, ...filter } }) => listContracts(app.db, filter, page));

  route(app, exportOfficeContracts, async ({ query, reply }) => {
    const csv = await contractsCsv(allOfficeContracts(app.db, query));
    const day = app.clock().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="contracts-${day}.csv"`)
      .send(csv);
  });

  route(app, getOfficeContract, async ({ params: { contractId } }) => {
    const detail = await officeContractDetail(app.db, contractId);
    if (!detail) throw notInCloud(contractId);
    return detail;
  });

  route(app, getSignedPdf, async ({ params: { contractId, contentHash }, reply, request }) => {
    const kept = await signedPdf(app.db, contractId, contentHash);
    if (!kept) throw new HttpError(404, 'NOT_FOUND', `Contract ${contractId} has no signed version ${contentHash}.`);
    if (!kept.intact) {
      request.log.error({ contractId, contentHash }, 'a kept signed PDF no longer matches its hash');
      throw new HttpError(
        409,
        'PDF_ALTERED',
        'This signed PDF no longer matches the hash recorded when it arrived: it is not sent. Tell your IT person.',
      );
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="contract-${contractId}-signed.pdf"`)
      .header('x-content-sha256', kept.pdfHash)
      .send(Buffer.from(kept.pdf));
  });

  route(app, getInstallerReceiptPdf, async ({ params: { contractId, pdfHash }, reply, request }) => {
    const kept = await receiptPdf(app.db, contractId, pdfHash);
    if (!kept) throw new HttpError(404, 'NOT_FOUND', `Contract ${contractId} has no installer's receipt ${pdfHash}.`);
    if (!kept.intact) {
      request.log.error({ contractId, pdfHash }, "a kept installer's receipt PDF no longer matches its hash");
      throw new HttpError(
        409,
        'PDF_ALTERED',
        'This receipt’s PDF no longer matches the hash recorded when it arrived: it is not sent. Tell your IT person.',
      );
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="installer-receipt-${contractId}-${kept.installedOn}.pdf"`)
      .header('x-content-sha256', pdfHash)
      .send(Buffer.from(kept.pdf));
  });

  route(app, resendEndpoint, async ({ params: { contractId, contentHash }, body, agent, reply }) => {
    const outcome = await resendSignedCopy(app.db, {
      contractId,
      contentHash,
      to: body.to,
      reason: body.reason,
      by: { userId: agent.userId, label: 'api', role: agent.role },
      now: app.clock(),
    });
    if (outcome.status === 'no-signed-copy') {
      throw new HttpError(404, 'NOT_FOUND', `Contract ${contractId} has no signed version ${contentHash}.`);
    }
    if (outcome.status === 'refused') throw resendRefusal(outcome.refusal, reply);
    app.outbox.kick();
    void reply.code(201);
    return { contractId, queued: outcome.queued };
  });

  route(app, recordCancellationEndpoint, async ({ params: { contractId }, body, agent, reply }) => {
    const outcome = await recordCancellation(app.db, {
      contractId,
      ...body,
      by: { userId: agent.userId, label: 'api' },
      now: app.clock(),
    });
    switch (outcome.status) {
      case 'no-contract':
        throw notInCloud(contractId);
      case 'refused':
        throw new HttpError(400, 'BAD_REQUEST', outcome.message);
      case 'recorded-already':
        throw new HttpError(
          409,
          'CANCELLED_ALREADY',
          `This contract's cancellation was recorded already, with a notice dated ${outcome.cancellation.noticeDate}.`,
        );
      case 'recorded':
        void reply.code(201);
        return { contractId, cancellation: outcome.cancellation };
    }
  });

  route(app, assignContractEndpoint, async ({ params: { contractId }, body: { agentId }, agent: by, request }) => {
    const outcome = await assignContract(app.db, {
      contractId,
      toUserId: agentId,
      by: { userId: by.userId, label: 'api' },
      now: app.clock(),
    });
    switch (outcome.status) {
      case 'no-contract':
        throw notInCloud(contractId);
      case 'no-agent':
        throw new HttpError(404, 'NOT_FOUND', `There is no agent ${agentId} in the cloud.`);
      case 'unchanged':
        return { contractId, version: outcome.version, changed: false };
      case 'assigned':
        request.log.info({ contractId, version: outcome.version, by: by.userId }, 'contract assigned');
        return { contractId, version: outcome.version, changed: true };
    }
  });
}

/** Why a resend is refused (docs/decisions/076-resends.md), as the console shows it. */
function resendRefusal(refusal: Extract<ResendJudgement, { ok: false }>, reply: FastifyReply): HttpError {
  switch (refusal.kind) {
    case 'no-address':
      return new HttpError(422, 'NO_ADDRESS', 'The customer gave no email address when signing: type one to send to.');
    case 'admin-only':
      return new HttpError(
        403,
        'FORBIDDEN',
        "A signed copy goes to the customer's own address; only an admin sends it elsewhere, with a reason.",
      );
    case 'reason-needed':
      return new HttpError(400, 'VALIDATION_FAILED', 'Say why the copy goes to another address.', [
        { path: 'reason', message: 'Say why the copy goes to another address: it is kept in the audit log.' },
      ]);
    case 'too-many': {
      void reply.header('retry-after', String(60 * 60));
      return new HttpError(
        429,
        'TOO_MANY_REQUESTS',
        refusal.per === 'person'
          ? `You have sent ${RESENDS_PER_USER_PER_DAY} signed copies again today, as many as one person may in a day.`
          : `This signed copy was sent again ${RESENDS_PER_COPY_PER_DAY} times today: try again tomorrow.`,
        { retryAfterSeconds: 60 * 60 },
      );
    }
  }
}
