// The office's contract commands, behind the manager and admin roles:
//   POST /api/admin/contracts/:contractId/assign  {agentId}  give it to another agent
// Each leaves its row in the audit log (src/server/audit/audit-log.ts).
import type { FastifyInstance } from 'fastify';
import { assignContract as assignContractEndpoint } from '#api/endpoints/office-endpoints';
import { assignContract } from '../../contracts/assign-contract';
import { HttpError } from '../../http-error';
import { route } from '../endpoint-route';

export async function adminContractRoutes(app: FastifyInstance): Promise<void> {
  route(app, assignContractEndpoint, async ({ params: { contractId }, body: { agentId }, agent: by, request }) => {
    const outcome = await assignContract(app.db, {
      contractId,
      toUserId: agentId,
      by: { userId: by.userId, label: 'api' },
      now: app.clock(),
    });
    switch (outcome.status) {
      case 'no-contract':
        throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
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
