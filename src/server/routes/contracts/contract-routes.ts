// Cloud contracts, all behind sign-in: search, download, sync (PUT) and a contract's accepted versions. Any signed-in
// agent may read any contract, as the office's agents share them; changing one is for its creator, the agent it is
// assigned to and the office (docs/decisions/036-roles.md). Search results carry Goals: [] to keep the search fast.
import type { FastifyInstance } from 'fastify';
import {
  downloadContract,
  getContractVersion,
  listContractVersions,
  pushContract,
  searchContracts,
  listMyCancellations,
} from '#api/endpoints/contract-endpoints';
import {
  downloadContract as readContract,
  listContractVersions as readContractVersions,
  readContractVersion,
} from '../../contracts/contract-download';
import { searchContracts as searchSummaries, searchPageJson } from '../../contracts/contract-search';
import { pushContract as takePush } from '../../contracts/push-contract';
import { HttpError } from '../../http-error';
import { cancellationsFor } from '../../office/cancellations';
import { route } from '../endpoint-route';
import { pushAnswer } from './push-answer';

export async function contractRoutes(app: FastifyInstance): Promise<void> {
  route(app, searchContracts, async ({ query, request, reply }) => {
    const page = await searchSummaries(app.db, query, (error) =>
      request.log.warn({ err: error }, 'search summaries could not be stored'),
    );
    // Sent as the summaries are stored: parsing and writing them again would cost more than the search.
    return reply.type('application/json; charset=utf-8').send(searchPageJson(page));
  });

  route(app, listMyCancellations, async ({ agent }) => ({
    cancellations: await cancellationsFor(app.db, agent.userId),
  }));

  route(app, downloadContract, async ({ params: { contractId } }) => {
    const found = await readContract(app.db, contractId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
    return found;
  });

  route(app, listContractVersions, async ({ params: { contractId } }) => {
    const found = await readContractVersions(app.db, contractId);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `There is no contract ${contractId} in the cloud.`);
    return found;
  });

  route(app, getContractVersion, async ({ params: { contractId, version } }) => {
    const found = await readContractVersion(app.db, contractId, version);
    if (!found) throw new HttpError(404, 'NOT_FOUND', `The cloud has no version ${version} of contract ${contractId}.`);
    return found;
  });

  route(
    app,
    pushContract,
    async ({ params: { contractId }, body: { contract, baseVersion, signedOnTablet }, agent, request }) => {
      if (contract.ContractId !== contractId) {
        throw new HttpError(
          400,
          'BAD_REQUEST',
          `The contract in the body is ${contract.ContractId}, but the address names ${contractId}.`,
        );
      }
      const result = await takePush(app.db, contract, baseVersion, {
        deviceUserAgent: request.headers['user-agent'] ?? null,
        pushedBy: agent.userId,
        role: agent.role,
        now: app.clock(),
        signedOnTablet: signedOnTablet === true,
      });
      if (result.status === 'written' || result.status === 'unchanged') {
        request.log.info(
          { contractId, version: result.version, outcome: result.status, userId: agent.userId },
          'contract synced',
        );
      }
      if (result.status === 'forbidden') {
        request.log.warn({ contractId, userId: agent.userId }, 'contract push refused: not the pusher’s to change');
      }
      const answer = pushAnswer(contractId, result);
      if (answer.status === 200) return answer.body;
      const { code, message, details } = answer.body.error;
      throw new HttpError(answer.status, code, message, details);
    },
  );
}
