// Cloud contracts, all behind sign-in: search, download, the push of a whole
// contract (docs/decisions/009-sync.md) and the versions the cloud kept.
import { agentCancellationsResponseSchema } from '../office-contracts';
import {
  cloudCopyReadSchema,
  contractDownloadResponseSchema,
  contractIdParamSchema,
  contractSearchQuerySchema,
  contractSearchResponseSchema,
  contractVersionParamSchema,
  contractVersionResponseSchema,
  contractVersionsResponseSchema,
  syncConflictAnswerSchema,
  syncRequestSchema,
  syncResponseSchema,
} from '../contract-calls';
import { endpoint, errorAnswers, type EndpointAnswer } from '../endpoint';

const contractIdDescription = { contractId: "The contract's 12-character ContractId." };

export const searchContracts = endpoint({
  method: 'get',
  path: '/api/contracts',
  operationId: 'searchContracts',
  summary: "Search the cloud's contracts",
  description:
    "Case-insensitive partial matches on the customer's last name and the description, newest synced first, 10 a page.",
  tag: 'contracts',
  auth: 'bearer',
  query: contractSearchQuerySchema,
  parameterDescriptions: {
    last: "Part of the customer's last name; blank for any.",
    description: "Part of the contract's description; blank for any.",
    page: 'The page, from 1.',
  },
  responses: {
    200: { description: 'One page of results and the total.', schema: contractSearchResponseSchema },
    ...errorAnswers(400, 401),
  },
});

export const downloadContract = endpoint({
  method: 'get',
  path: '/api/contracts/{contractId}',
  operationId: 'downloadContract',
  summary: 'Download a whole contract',
  description:
    "The contract in the device's shape with the financing terms it was sold with, its cloud version and createdBy, " +
    'the creator of record: the signed-in agent whose push created it (null for contracts from before it was recorded).',
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: contractIdDescription,
  responses: {
    200: {
      description: 'The contract in the local shape and its cloud version.',
      schema: contractDownloadResponseSchema,
    },
    ...errorAnswers(400, 401, 404),
  },
  deviceReads: cloudCopyReadSchema,
});

export const pushContract = endpoint({
  method: 'put',
  path: '/api/contracts/{contractId}',
  operationId: 'syncContract',
  summary: 'Sync a whole contract in one transaction',
  description:
    'Writes the customer, contract, rooms, goals, projects and calculations (those with Quantity above 0) and ' +
    'removes the children the device removed, all or nothing. Repeating a request that succeeded answers 200 with the same ' +
    "version. A push based on an older version than the cloud's is refused with 409 and the cloud copy. Totals are " +
    'recomputed; a contract whose totals disagree is refused with 400 and the reason. The contract keeps its own financing ' +
    "terms: a plan chosen in its previous version keeps the terms it was sold with, a plan newly chosen must have today's " +
    "terms (else 400 saying the plan's terms changed). Each accepted push is kept as a version. Changing a contract " +
    'is for its creator of record, the agent it is assigned to, and managers and admins (else 403 saying whose it is); ' +
    "the cloud keeps its own agent and creator: the pusher's on a first push, and a document naming anyone else is refused.",
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: contractIdDescription,
  body: syncRequestSchema,
  responses: {
    200: { description: "Synced: the cloud's new version.", schema: syncResponseSchema },
    ...errorAnswers(400, 401, 403),
    409: {
      component: 'SyncConflict',
      description:
        'The cloud has a newer version than the push was based on (CONFLICT; details.cloud is the cloud copy), or ' +
        "the office recorded the customer's cancellation and the contract takes no new version (CONTRACT_CANCELLED).",
      schema: syncConflictAnswerSchema,
    },
    ...errorAnswers(413, 415),
  },
});

/** Every answer a push can get: the server builds one (push-answer.ts), the device names what each means. */
export type PushAnswer = EndpointAnswer<typeof pushContract>;

export const listContractVersions = endpoint({
  method: 'get',
  path: '/api/contracts/{contractId}/versions',
  operationId: 'listContractVersions',
  summary: 'The versions of a contract the cloud kept',
  description:
    'One entry per accepted push, oldest first, without the documents: the version, when the cloud took it, ' +
    "the signed-in agent who pushed it and the device's User-Agent. A repeated push that changed nothing is no version. " +
    'Contracts synced before versions were kept list only the versions pushed since. Any signed-in agent may read them, ' +
    'as any may download the contract.',
  tag: 'contracts',
  auth: 'bearer',
  params: contractIdParamSchema,
  parameterDescriptions: contractIdDescription,
  responses: {
    200: { description: 'The versions.', schema: contractVersionsResponseSchema },
    ...errorAnswers(400, 401, 404),
  },
});

export const getContractVersion = endpoint({
  method: 'get',
  path: '/api/contracts/{contractId}/versions/{version}',
  operationId: 'getContractVersion',
  summary: 'One version of a contract with its document',
  tag: 'contracts',
  auth: 'bearer',
  params: contractVersionParamSchema,
  parameterDescriptions: { ...contractIdDescription, version: 'The version, from 1.' },
  responses: {
    200: { description: 'The version and the document as it was pushed.', schema: contractVersionResponseSchema },
    ...errorAnswers(400, 401, 404),
  },
});

export const listMyCancellations = endpoint({
  method: 'get',
  path: '/api/contracts/cancellations',
  operationId: 'listMyCancellations',
  summary: "The signed-in agent's contracts the office recorded as cancelled",
  description:
    'Contracts whose agent is the caller, or that the caller first pushed, with the date of the notice. The tablet ' +
    'asks after each sync and shows them cancelled.',
  tag: 'contracts',
  auth: 'bearer',
  responses: {
    200: { description: 'The cancellations, oldest recorded first.', schema: agentCancellationsResponseSchema },
    ...errorAnswers(401),
  },
});
