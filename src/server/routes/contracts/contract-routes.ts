// Cloud contracts, all behind sign-in:
//   GET /api/contracts?last=&description=&page=  search, newest synced first
//   GET /api/contracts/:contractId               download the whole contract
//   PUT /api/contracts/:contractId               sync: {contract, baseVersion}
// Search results carry customer, agent, creator, financing and rooms but
// Goals: [] — the list shows none of them, and joining every goal, project
// and calculation of ten contracts would make the search slow for nothing;
// opening a result downloads the whole contract.
import type { FastifyInstance } from 'fastify';
import {
  contractIdParamSchema, contractSearchQuerySchema, syncRequestSchema, type SyncResponse,
} from '../../../api/contracts';
import {
  downloadContract, searchContracts, syncContract, type ContractSearchPage, type DownloadedContract,
} from '../../contracts/contract-repository';
import { HttpError } from '../../http-error';
import { requireAgent } from '../../plugins/authenticate';

export const CONFLICT_MESSAGE = 'The cloud has a newer version of this contract.';

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  app.get('/contracts', { preHandler: requireAgent }, async (request): Promise<ContractSearchPage> => {
    const query = contractSearchQuerySchema.parse(request.query);
    return searchContracts(app.db, query);
  });

  app.get('/contracts/:contractId', { preHandler: requireAgent }, async (request): Promise<DownloadedContract> => {
    const { contractId } = contractIdParamSchema.parse(request.params);
    const found = await downloadContract(app.db, contractId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
    return found;
  });

  app.put('/contracts/:contractId', { preHandler: requireAgent }, async (request): Promise<SyncResponse> => {
    const { contractId } = contractIdParamSchema.parse(request.params);
    const { contract, baseVersion } = syncRequestSchema.parse(request.body);
    if (contract.ContractId !== contractId) {
      throw new HttpError(400, 'BAD_REQUEST',
        `The contract in the body is ${contract.ContractId}, but the address names ${contractId}.`);
    }
    const outcome = await syncContract(app.db, contract, baseVersion, {
      deviceUserAgent: request.headers['user-agent'] ?? null,
      now: app.clock(),
    });
    switch (outcome.status) {
      case 'written':
      case 'unchanged':
        request.log.info({ contractId, version: outcome.version, outcome: outcome.status, userId: request.agent?.userId }, 'contract synced');
        return { contractId, version: outcome.version, syncedAt: outcome.syncedAt };
      case 'conflict':
        throw new HttpError(409, 'CONFLICT', CONFLICT_MESSAGE, { cloud: outcome.cloud });
      case 'rejected':
        throw new HttpError(400, outcome.code, outcome.message, outcome.details);
    }
  });
}
