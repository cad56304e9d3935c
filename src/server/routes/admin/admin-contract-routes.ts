// The office's contract commands, behind the manager and admin roles:
//   POST /api/admin/contracts/:contractId/assign  {agentId}  give it to another agent
// Each leaves its row in the audit log (src/server/audit/audit-log.ts).
import type { FastifyInstance } from 'fastify';
import {
  assignContractRequestSchema,
  assignContractResponseSchema,
  type AssignContractResponse,
} from '#api/admin-calls';
import { contractIdParamSchema } from '#api/contract-calls';
import { assignContract } from '../../contracts/assign-contract';
import { HttpError } from '../../http-error';
import { requireRole, signedInAgent } from '../require-agent';

export async function adminContractRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/admin/contracts/:contractId/assign',
    { preHandler: requireRole('manager', 'admin') },
    async (request): Promise<AssignContractResponse> => {
      const { contractId } = contractIdParamSchema.parse(request.params);
      const { agentId } = assignContractRequestSchema.parse(request.body);
      const by = signedInAgent(request);
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
          return assignContractResponseSchema.parse({ contractId, version: outcome.version, changed: false });
        case 'assigned':
          request.log.info({ contractId, version: outcome.version, by: by.userId }, 'contract assigned');
          return assignContractResponseSchema.parse({ contractId, version: outcome.version, changed: true });
      }
    },
  );
}
