// Edit and Download end here: the contract fills the builder and becomes the
// active one, the contract the app opens at its next start
// (docs/product-rules.md#screens).
import type { Contract } from '#domain/contract/model';
import { setActiveContract } from '../storage/contract-writes';
import { useBuilderStore } from './builder-store';

/**
 * `keepSame`: Edit of the contract the builder already holds keeps the
 * builder's copy, which is the newest (keystrokes not written yet).
 */
export function openInBuilder(contract: Contract, keepSame: boolean): void {
  const current = useBuilderStore.getState().contract;
  if (!(keepSame && current?.ContractId === contract.ContractId)) useBuilderStore.getState().replace(contract);
  void setActiveContract(contract.ContractId);
}
