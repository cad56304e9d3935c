// Which contract a tab builds when it starts (docs/decisions/019-two-tabs.md): drafts and leaving pages' copies are
// merged, newest state winning, and the tab claims the newest one no other tab builds. Drafts of tabs that are gone
// go into the device's list, so contracts started in two tabs are both kept; one another tab holds is left to it.
import type { Contract } from '#domain/contract/model';
import { shouldAutosaveToList } from '#domain/contract/saving';
import { saveContract } from '../storage/contract-storage';
import { setActiveContract } from '../storage/contract-writes';
import { claimContract, type ContractClaim } from '../storage/contract-claim';
import { deleteDraft, readDrafts, writeDraft } from '../storage/draft-storage';
import { clearEmergencyDraft, readEmergencyDrafts } from '../storage/emergency-draft';
import { guardedWrite } from '../storage/storage-health-store';
import { DRAFT_WRITE_LABEL, contractWriteLabel } from '../storage/write-lanes';

interface Candidate {
  contract: Contract;
  stamp: number;
  /** Only in a copy a leaving page left: its last state never reached IndexedDB. */
  fromCopy: boolean;
}

export interface Recovered {
  /** The contract this tab continues, claimed; null when there is none to continue. */
  chosen: { contract: Contract; claim: ContractClaim } | null;
  /** The newest contract was being built in another tab: this tab did not take it. */
  newestOpenElsewhere: boolean;
}

async function candidates(): Promise<Candidate[]> {
  const byId = new Map<string, Candidate>();
  for (const draft of await readDrafts()) byId.set(draft.contract.ContractId, { ...draft, fromCopy: false });
  for (const copy of readEmergencyDrafts()) {
    const known = byId.get(copy.contract.ContractId);
    if (!known || copy.stamp > known.stamp) byId.set(copy.contract.ContractId, { ...copy, fromCopy: true });
    else clearEmergencyDraft(copy.contract.ContractId);
  }
  return [...byId.values()].sort((a, b) => b.stamp - a.stamp);
}

/**
 * A copy's state becomes the contract's draft, and its copy in the list, the
 * list's active one, when autosave keeps it there (the leaving page's writes
 * may not have landed); once they are written, the copy goes.
 */
async function keepCopy(candidate: Candidate): Promise<void> {
  const { contract } = candidate;
  const stamp = Number.isFinite(candidate.stamp) ? candidate.stamp : Date.now();
  const writes = [guardedWrite(DRAFT_WRITE_LABEL, () => writeDraft(contract, stamp))];
  if (contract.Changed && shouldAutosaveToList(contract))
    writes.push(writeToList(contract), setActiveContract(contract.ContractId));
  if ((await Promise.all(writes)).every(Boolean)) clearEmergencyDraft(contract.ContractId);
}

function writeToList(contract: Contract): Promise<boolean> {
  return guardedWrite(contractWriteLabel(contract.ContractId), () => saveContract(contract));
}

/** A draft whose tab is gone and that this tab does not continue: into the list if anything was typed, then forgotten. */
async function keepInList(candidate: Candidate): Promise<void> {
  const { contract } = candidate;
  if (contract.Changed && !(await writeToList(contract))) return;
  await guardedWrite(DRAFT_WRITE_LABEL, () => deleteDraft(contract.ContractId));
  clearEmergencyDraft(contract.ContractId);
}

/** `own`: a claim this tab already holds (its builder loads again), which counts as this tab's. */
export async function recoverDraft(own: ContractClaim | null = null): Promise<Recovered> {
  const all = await candidates();
  let chosen: Recovered['chosen'] = null;
  let newestOpenElsewhere = false;
  for (const [index, candidate] of all.entries()) {
    const id = candidate.contract.ContractId;
    const claim = own?.contractId === id ? own : await claimContract(id);
    if (!claim) {
      if (index === 0) newestOpenElsewhere = true;
      continue;
    }
    if (chosen === null) {
      if (candidate.fromCopy) await keepCopy(candidate);
      chosen = { contract: candidate.contract, claim };
      continue;
    }
    await keepInList(candidate);
    claim.release();
  }
  return { chosen, newestOpenElsewhere };
}
