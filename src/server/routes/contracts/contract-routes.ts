// Cloud contracts, all behind sign-in:
//   GET /api/contracts?last=&description=&page=  search, newest synced first
//   GET /api/contracts/:contractId               download the whole contract
//   PUT /api/contracts/:contractId               sync: {contract, baseVersion}
//   GET /api/contracts/:contractId/versions      every accepted push: version, when, who, device
//   GET /api/contracts/:contractId/versions/:version   one of them with its document
// Any signed-in agent may read any contract, its versions included: the
// office's agents share contracts (search and download are not limited to
// one's own either). Changing one is for its creator, the agent it is
// assigned to and the office (docs/decisions/036-roles.md).
// Search results carry customer, agent, creator, financing and rooms but
// Goals: [] — the list shows none of them, and joining every goal, project
// and calculation of ten contracts would make the search slow for nothing;
// opening a result downloads the whole contract.
import type { FastifyInstance } from 'fastify';
import {
  contractIdParamSchema,
  contractSearchQuerySchema,
  contractVersionParamSchema,
  syncRequestSchema,
  type ContractVersionResponse,
  type ContractVersionsResponse,
  type SyncResponse,
} from '#api/contract-calls';
import {
  downloadContract,
  listContractVersions,
  readContractVersion,
  type DownloadedContract,
} from '../../contracts/contract-download';
import { searchContracts, searchPageJson } from '../../contracts/contract-search';
import { syncContract } from '../../contracts/contract-sync';
import { HttpError } from '../../http-error';
import { requireAgent, signedInAgent } from '../require-agent';

export const CONFLICT_MESSAGE = 'The cloud has a newer version of this contract.';

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  app.get('/contracts', { preHandler: requireAgent }, async (request, reply): Promise<string> => {
    const query = contractSearchQuerySchema.parse(request.query);
    const page = await searchContracts(app.db, query, (error) =>
      request.log.warn({ err: error }, 'search summaries could not be stored'),
    );
    // Sent as the summaries are stored: parsing and writing them again would cost more than the search.
    return reply.type('application/json; charset=utf-8').send(searchPageJson(page));
  });

  app.get('/contracts/:contractId', { preHandler: requireAgent }, async (request): Promise<DownloadedContract> => {
    const { contractId } = contractIdParamSchema.parse(request.params);
    const found = await downloadContract(app.db, contractId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
    return found;
  });

  app.get(
    '/contracts/:contractId/versions',
    { preHandler: requireAgent },
    async (request): Promise<ContractVersionsResponse> => {
      const { contractId } = contractIdParamSchema.parse(request.params);
      const found = await listContractVersions(app.db, contractId);
      if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
      return found;
    },
  );

  app.get(
    '/contracts/:contractId/versions/:version',
    { preHandler: requireAgent },
    async (request): Promise<ContractVersionResponse> => {
      const { contractId, version } = contractVersionParamSchema.parse(request.params);
      const found = await readContractVersion(app.db, contractId, version);
      if (!found)
        throw new HttpError(404, 'NOT_FOUND', `The cloud has no version ${version} of contract ${contractId}.`);
      return found;
    },
  );

  app.put('/contracts/:contractId', { preHandler: requireAgent }, async (request): Promise<SyncResponse> => {
    const { contractId } = contractIdParamSchema.parse(request.params);
    const { contract, baseVersion } = syncRequestSchema.parse(request.body);
    if (contract.ContractId !== contractId) {
      throw new HttpError(
        400,
        'BAD_REQUEST',
        `The contract in the body is ${contract.ContractId}, but the address names ${contractId}.`,
      );
    }
    const agent = signedInAgent(request);
    const outcome = await syncContract(app.db, contract, baseVersion, {
      deviceUserAgent: request.headers['user-agent'] ?? null,
      pushedBy: agent.userId,
      role: agent.role,
      now: app.clock(),
    });
    switch (outcome.status) {
      case 'written':
      case 'unchanged':
        request.log.info(
          { contractId, version: outcome.version, outcome: outcome.status, userId: agent.userId },
          'contract synced',
        );
        return { contractId, version: outcome.version, syncedAt: outcome.syncedAt };
      case 'conflict':
        throw new HttpError(409, 'CONFLICT', CONFLICT_MESSAGE, { cloud: outcome.cloud });
      case 'rejected':
        throw new HttpError(400, outcome.code, outcome.message, outcome.details);
      case 'forbidden':
        request.log.warn({ contractId, userId: agent.userId }, 'contract push refused: not the pusher’s to change');
        throw new HttpError(403, 'FORBIDDEN', outcome.message);
      case 'unknown-user':
        throw new HttpError(401, 'UNAUTHORIZED', 'Your account is not known to the cloud; sign in again.');
    }
  });
}
