// SAVE & CONTINUE (docs/product-rules.md#device-storage): stamps the signed-in agent, dates the contract (the day of
// the save; a change since the last save dates it anew), replaces the device's copy with the same ContractId and
// remembers the agent as lastAgent. The contract becomes the active one and stays pending until a sync.
import type { Agent } from '#domain/contract/model';
import { agentFromProfile } from '#domain/contract/saving';
import { dateAtSave } from '#domain/contract/transaction-date';
import { keepContract, rememberLastAgent, setActiveContract } from '../storage/contract-writes';
import { requestAutoSync } from '../sync/auto-sync';
import { sessionSettled, useSessionStore } from '../sync/session-store';
import { deviceSaleLaw } from '../sync/state-rules';
import { flushAutosave } from './autosave';
import { selectSaveRecord, useBuilderStore } from './builder-store';

export const SAVE_FAILED_MESSAGE =
  'The contract could not be written to this device yet. It is kept in this window and saving is tried again; do not close the app.';

export type SaveResult =
  /** `redatedFrom`: the date it carried before a change since its last save moved it to today. */
  { ok: true; contractId: string; date: string; redatedFrom: string | null } | { ok: false; message: string };

/** The signed-in agent as the contract records it, or null when nobody is signed in. */
export function signedInAgent(): Agent | null {
  const { status, user, profile } = useSessionStore.getState();
  return status === 'signed-in' && user && profile ? agentFromProfile(profile, user.email) : null;
}

export async function saveAndContinue(): Promise<SaveResult> {
  // Saved while the app is still finding out who is signed in, the contract would lose its agent.
  await sessionSettled();
  const agent = signedInAgent();
  const builder = useBuilderStore.getState();
  builder.stampAgent(agent);
  // Who saves it sells it: their branch's address and phone are the seller's on every print (decision 081).
  if (agent) builder.stampBranch(useSessionStore.getState().profile?.branch);
  const current = useBuilderStore.getState().contract;
  if (current) builder.stampRules(deviceSaleLaw(current));
  const stamped = useBuilderStore.getState().contract;
  if (!stamped) return { ok: false, message: 'There is no contract to save.' };
  const dated = dateAtSave(stamped, selectSaveRecord(useBuilderStore.getState()), new Date().toISOString());
  builder.applySave(dated.contract, dated.record);
  const contract = useBuilderStore.getState().contract ?? dated.contract;
  // Autosave's pending writes of this contract land first, so this one is the last.
  await flushAutosave();
  const writes = [keepContract(contract), setActiveContract(contract.ContractId)];
  if (agent) writes.push(rememberLastAgent(agent));
  const [saved] = await Promise.all(writes);
  // Online and signed in: the saved contract goes to the cloud now, not at the next trigger.
  if (saved) requestAutoSync();
  if (!saved) return { ok: false, message: SAVE_FAILED_MESSAGE };
  return { ok: true, contractId: contract.ContractId, date: contract.Date, redatedFrom: dated.redatedFrom };
}
