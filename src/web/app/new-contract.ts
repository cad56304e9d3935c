// "New Contract" from the top bar: forget the builder's draft and which
// contract is open, so the builder starts blank. Saved contracts are not
// touched. A failed delete is kept and retried by the storage health store.
import { deleteMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';

export const DRAFT_WRITE_LABEL = 'the contract draft';
export const ACTIVE_CONTRACT_WRITE_LABEL = 'the active contract';

export async function startNewContract(): Promise<void> {
  await Promise.all([
    guardedWrite(DRAFT_WRITE_LABEL, () => deleteMeta('draft')),
    guardedWrite(ACTIVE_CONTRACT_WRITE_LABEL, () => deleteMeta('activeContractId')),
  ]);
}
