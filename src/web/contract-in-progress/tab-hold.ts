// One tab builds a contract at a time (docs/decisions/019-two-tabs.md): the
// claim this tab holds on the contract in its builder, let go when the builder
// moves to another, and taken over once the other tab lets it go.
import type { Contract } from '#domain/contract/model';
import { claimContract, type ContractClaim } from '../storage/contract-claim';
import { getContract } from '../storage/contract-storage';
import { dropDraft } from '../storage/contract-writes';
import { readDraft } from '../storage/draft-storage';
import { readEmergencyDraft } from '../storage/emergency-draft';

export interface TabHold {
  /** The claim this tab holds: the contract in its builder. */
  claim(): ContractClaim | null;
  /**
   * The builder moves to `contractId` (with a claim `taken` already, if any):
   * the previous contract's claim and draft are let go and the new one is
   * claimed. True when this tab holds it, false when another tab builds it,
   * null when the builder already held it.
   */
  move(contractId: string, taken?: ContractClaim | null): Promise<boolean | null>;
  /** Takes `contractId` over once the tab that built it let it go; false while it still does. */
  takeOver(contractId: string): Promise<boolean>;
}

export function createTabHold(): TabHold {
  let held: ContractClaim | null = null;
  return {
    claim: () => held,
    move: async (contractId, taken = null) => {
      const previous = held;
      if (previous && previous.contractId !== contractId) {
        previous.release();
        void dropDraft(previous.contractId);
      }
      if (previous?.contractId === contractId) return null;
      held = taken ?? (await claimContract(contractId));
      return held !== null;
    },
    takeOver: async (contractId) => {
      const taken = await claimContract(contractId);
      if (!taken) return false;
      held?.release();
      held = taken;
      return true;
    },
  };
}

/** The last state of a contract another tab built: its copy left while closing, its draft, or the list's copy. */
export async function newestState(contractId: string): Promise<Contract | null> {
  const copy = readEmergencyDraft(contractId);
  const draft = await readDraft(contractId);
  if (copy && (!draft || copy.stamp > draft.stamp)) return copy.contract;
  return draft?.contract ?? (await getContract(contractId));
}
