// The HTTP answer of each push result, typed by the endpoint's own list of
// answers (PushAnswer in src/api/endpoints/contract-endpoints.ts): the server
// cannot answer a push with a status or body the device was not told of.
import type { PushAnswer } from '#api/endpoints/contract-endpoints';
import type { PushResult } from '../../contracts/push-contract';

export const CONFLICT_MESSAGE = 'The cloud has a newer version of this contract.';
export const UNKNOWN_USER_MESSAGE = 'Your account is not known to the cloud; sign in again.';

/** Why a cancelled contract takes no new version, and what the agent does instead. */
export const cancelledMessage = (noticeDate: string) =>
  `The office recorded the customer's cancellation of this contract (notice dated ${noticeDate}): it takes no ` +
  'more changes. A new sale is a new contract.';

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
    case 'cancelled':
      return {
        status: 409,
        body: {
          error: {
            code: 'CONTRACT_CANCELLED',
            message: cancelledMessage(result.noticeDate),
            details: { noticeDate: result.noticeDate },
          },
        },
      };
    case 'unknown-user':
      return { status: 401, body: { error: { code: 'UNAUTHORIZED', message: UNKNOWN_USER_MESSAGE } } };
  }
}
