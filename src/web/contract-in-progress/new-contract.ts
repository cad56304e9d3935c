// "New Contract" from the top bar: the builder starts a blank contract and the draft and open contract are forgotten;
// saved contracts are untouched (autosave writes the last changes first). The writes share autosave's labels so they
// land after its pending writes, and a failed delete is retried by the storage health store.
import { isUntouched } from '#domain/contract/untouched';
import { forgetDraft, setActiveContract } from '../storage/contract-writes';
import { useBuilderStore } from './builder-store';

/** True when the contract on the form has nothing typed in it: starting another loses nothing, so no question. */
export function formIsUntouched(): boolean {
  const { contract } = useBuilderStore.getState();
  return contract === null || isUntouched(contract);
}

export async function startNewContract(): Promise<void> {
  useBuilderStore.getState().startNew();
  await Promise.all([forgetDraft(), setActiveContract(null)]);
}
