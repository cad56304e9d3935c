// Delete in My Contracts: the contract leaves the device with whatever the device kept about it (which contract
// opens next, a sync problem). The one being built gives way to a blank contract first, or its next keystroke would
// save it back.
import { readMeta } from '../storage/meta-storage';
import { removeContract, setActiveContract } from '../storage/contract-writes';
import { forgetSyncProblem } from '../sync/sync-problems';
import { useBuilderStore } from './builder-store';
import { startNewContract } from './new-contract';

/** Resolves once the contract is gone from the device (or its delete is kept to retry). */
export async function deleteFromDevice(contractId: string): Promise<void> {
  if (useBuilderStore.getState().contract?.ContractId === contractId) {
    await startNewContract();
  } else if ((await readMeta('activeContractId').catch(() => null)) === contractId) {
    void setActiveContract(null);
  }
  // In the contract's lane: an autosave of it still on its way lands first, not after.
  await removeContract(contractId);
  forgetSyncProblem(contractId);
}
