// What the cloud does with one push: create the contract, answer a repeat as unchanged, refuse it, or write the next
// version. Decided with no database from what the cloud holds and what was sent; push-contract.ts gathers those facts
// in one transaction and only carries the decision out.
import type { ContractProblem } from './contract-checks';

export interface PushFacts {
  /**
   * The contract as the cloud holds it; null on its first push. `cancelledOn`: the date of the customer's notice when
   * the office recorded its cancellation.
   */
  cloud: {
    version: number;
    contentHash: string;
    pusherMayWrite: boolean;
    whoseItIs: string;
    cancelledOn: string | null;
  } | null;
  /**
   * The document as the cloud would keep it (its agent and creator the
   * cloud's): its hash and the problems of the plans it chose, or why the
   * pusher may not send it (it names someone else).
   */
  document: { ok: true; hash: string; planProblems: readonly ContractProblem[] } | { ok: false; message: string };
  /** The cloud version the device's copy is based on; null on the device's first push. */
  baseVersion: number | null;
  /** The document's customer id is another contract's. */
  customerTakenElsewhere: boolean;
}

export type PushDecision =
  | { kind: 'create' }
  | { kind: 'unchanged' }
  | { kind: 'conflict' }
  | { kind: 'forbidden'; message: string }
  /** The office recorded the customer's cancellation: the contract takes no new version. */
  | { kind: 'cancelled'; noticeDate: string }
  | { kind: 'invalid'; problems: readonly ContractProblem[] }
  | { kind: 'customer-clash' }
  | { kind: 'write'; version: number };

/**
 * In this order: a repeat of the document the cloud holds is answered as
 * unchanged (even to someone who may no longer change it: nothing changes);
 * then whose it is; then a cancelled contract takes nothing new; then a push
 * based on another version is a conflict;
 * then the plans chosen; then a customer id of another contract.
 */
export function decidePush({ cloud, document, baseVersion, customerTakenElsewhere }: PushFacts): PushDecision {
  if (cloud && document.ok && document.hash === cloud.contentHash) return { kind: 'unchanged' };
  if (cloud && !cloud.pusherMayWrite) return { kind: 'forbidden', message: cloud.whoseItIs };
  if (cloud?.cancelledOn) return { kind: 'cancelled', noticeDate: cloud.cancelledOn };
  if (!document.ok) return { kind: 'forbidden', message: document.message };
  if (cloud && baseVersion !== cloud.version) return { kind: 'conflict' };
  if (document.planProblems.length > 0) return { kind: 'invalid', problems: document.planProblems };
  if (customerTakenElsewhere) return { kind: 'customer-clash' };
  return cloud ? { kind: 'write', version: cloud.version + 1 } : { kind: 'create' };
}
