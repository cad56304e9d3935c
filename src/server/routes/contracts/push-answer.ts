// The HTTP answer of each push result, typed by the endpoint's own list of
// answers (PushAnswer in src/api/endpoints/contract-endpoints.ts): the server
// cannot answer a push with a status or body the device was not told of.
import type { PushAnswer } from '#api/endpoints/contract-endpoints';
import type { PushResult } from '../../contracts/push-contract';

export const CONFLICT_MESSAGE = 'The cloud has a newer version of this contract.';
export const UNKNOWN_USER_MESSAGE = 'Your account is not known to the cloud; sign in again.';

export function pushAnswer(contractId: string, result: PushResult): PushAnswer {
  switch (result.status) {
    case 'written':
    case 'unchanged':
      return { status: 200, body: { contractId, version: result.version, syncedAt: result.syncedAt } };
    case 'conflict':
      return {
        status: 409,
        body: { error: { code: 'CONFLICT', message: CONFLICT_MESSAGE, details: { cloud: result.cloud } } },
      };
    case 'rejected':
      return { status: 400, body: { error: { code: result.code, message: result.message, details: result.details } } };
    case 'forbidden':
      return { status: 403, body: { error: { code: 'FORBIDDEN', message: result.message } } };
    case 'unknown-user':
      return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: UNKNOWN_USER_MESSAGE } } };
  }
}
