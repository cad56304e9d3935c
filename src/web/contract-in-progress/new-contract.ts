// "New Contract" from the top bar: the builder starts a blank contract, and
// the draft and which contract is open are forgotten. Saved contracts are not
// touched (the one being built has its last changes written first, by
// autosave). A failed delete is kept and retried by the storage health store;
// the writes share autosave's labels, so they land after its pending writes.
import { forgetDraft, setActiveContract } from '../storage/contract-writes';
import { useBuilderStore } from './builder-store';

export async function startNewContract(): Promise<void> {
  useBuilderStore.getState().startNew();
  await Promise.all([forgetDraft(), setActiveContract(null)]);
}
