// "New Contract" from the top bar: the builder starts a blank contract, and
// the draft and which contract is open are forgotten. Saved contracts are not
// touched (the one being built has its last changes written first, by
// autosave). A failed delete is kept and retried by the storage health store;
// the writes share autosave's labels, so they land after its pending writes.
import { ACTIVE_CONTRACT_WRITE_LABEL, DRAFT_WRITE_LABEL } from '../storage/write-lanes';
import { useBuilderStore } from './builder-store';
import { deleteMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';

export async function startNewContract(): Promise<void> {
  useBuilderStore.getState().startNew();
  await Promise.all([
    guardedWrite(DRAFT_WRITE_LABEL, () => deleteMeta('draft')),
    guardedWrite(ACTIVE_CONTRACT_WRITE_LABEL, () => deleteMeta('activeContractId')),
  ]);
}
