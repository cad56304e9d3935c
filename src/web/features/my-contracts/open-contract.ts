// Edit and Download (docs/product-rules.md#screens): the contract, read through the domain's upgrade steps, fills
// the builder, becomes the active contract and the agent lands on /builder/customer. A contract whose first goal has
// no name lives only in the builder's draft (autosave skips it), so opening another over it asks first.
import { useNavigate } from 'react-router';
import type { Contract } from '#domain/contract/model';
import { shouldAutosaveToList } from '#domain/contract/saving';
import { useConfirm, type ConfirmOptions } from '../../components/confirm-store';
import { readDeviceContract } from '../../contract-in-progress/device-contracts';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { openInBuilder } from '../../contract-in-progress/open-in-builder';

export const BUILDER_START = '/builder/customer';

/** Opening a contract over one that is only in the builder's draft. */
export const OPEN_OVER_UNSAVED = {
  title: 'Open Another Contract',
  body:
    'The contract you are building is not in My Contracts yet (its first goal has no name), so opening another one ' +
    'clears it. Are you sure you want to clear the current form data and open this contract?',
  confirmLabel: 'Open',
} as const satisfies ConfirmOptions;

export const MISSING_CONTRACT_MESSAGE = 'This contract is no longer on this device.';

export type OpenResult =
  { ok: true } | { ok: false; reason: 'cancelled' } | { ok: false; reason: 'missing'; message: string };

/**
 * True when putting `opening` in the builder would lose work that is nowhere
 * else: changes to a contract whose first goal has no name. `keepSame`: the
 * builder's copy of `opening` itself stays (Edit), so only another one counts.
 */
function wouldLoseBuilderWork(opening: Contract, keepSame: boolean): boolean {
  const current = useBuilderStore.getState().contract;
  if (current === null || !current.Changed || shouldAutosaveToList(current)) return false;
  return !(keepSame && current.ContractId === opening.ContractId);
}

export function useOpenContract() {
  const navigate = useNavigate();
  const confirm = useConfirm();

  async function load(contract: Contract, keepSame: boolean): Promise<OpenResult> {
    if (wouldLoseBuilderWork(contract, keepSame) && !(await confirm(OPEN_OVER_UNSAVED))) {
      return { ok: false, reason: 'cancelled' };
    }
    openInBuilder(contract, keepSame);
    await navigate(BUILDER_START);
    return { ok: true };
  }

  /** Edit: the device's copy, read again so a sync since the list was shown counts. */
  async function edit(contractId: string): Promise<OpenResult> {
    const current = useBuilderStore.getState().contract;
    const contract = current?.ContractId === contractId ? current : await readDeviceContract(contractId);
    if (!contract) return { ok: false, reason: 'missing', message: MISSING_CONTRACT_MESSAGE };
    return load(contract, true);
  }

  /** Download (already saved on the device by the download): the cloud's copy replaces whatever the builder holds. */
  function open(contract: Contract): Promise<OpenResult> {
    return load(contract, false);
  }

  return { edit, open };
}
