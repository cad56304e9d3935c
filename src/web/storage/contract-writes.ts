// The device's writes of the contract in progress, each in the lane write-lanes.ts gives its record: callers say
// what to write, never which lane, so writes of one record land in order and a failed one is shown and retried
// (storage-health-store.ts). Each resolves false while not written yet.
import type { Agent, Contract } from '#domain/contract/model';
import type { SaveRecord } from '#domain/contract/transaction-date';
import { deleteContract, saveContract } from './contract-storage';
import { deleteMeta, writeMeta } from './meta-storage';
import { deleteDraft, writeDraft } from './draft-storage';
import { guardedWrite } from './storage-health-store';
import {
  ACTIVE_CONTRACT_WRITE_LABEL,
  contractWriteLabel,
  DRAFT_WRITE_LABEL,
  LAST_AGENT_WRITE_LABEL,
  SAVE_RECORDS_WRITE_LABEL,
} from './write-lanes';

/** The contract into the device's list, in its own lane. */
export function keepContract(contract: Contract): Promise<boolean> {
  return guardedWrite(contractWriteLabel(contract.ContractId), () => saveContract(contract));
}

/** The contract out of the device's list, after any write of it still on its way. */
export function removeContract(contractId: string): Promise<boolean> {
  return guardedWrite(contractWriteLabel(contractId), () => deleteContract(contractId));
}

/** Which contract the builder opens at the next start; null: none (a blank one). */
export function setActiveContract(contractId: string | null): Promise<boolean> {
  return guardedWrite(ACTIVE_CONTRACT_WRITE_LABEL, () =>
    contractId === null ? deleteMeta('activeContractId') : writeMeta('activeContractId', contractId),
  );
}

/** The builder's state, stamped with when it was typed, for a reload or a killed tab. */
export function keepDraft(contract: Contract, stamp: number): Promise<boolean> {
  return guardedWrite(DRAFT_WRITE_LABEL, () => writeDraft(contract, stamp));
}

/** The draft of a contract the builder let go (another one is built now). */
export function dropDraft(contractId: string): Promise<boolean> {
  return guardedWrite(DRAFT_WRITE_LABEL, () => deleteDraft(contractId));
}

/** What this device knows of each contract's saves (decision 039). */
export function keepSaveRecords(records: Readonly<Record<string, SaveRecord>>): Promise<boolean> {
  return guardedWrite(SAVE_RECORDS_WRITE_LABEL, () => writeMeta('saveRecords', { ...records }));
}

/** The last draft forgotten: a new contract starts blank. */
export function forgetDraft(): Promise<boolean> {
  return guardedWrite(DRAFT_WRITE_LABEL, () => deleteMeta('draft'));
}

/** The agent who saved last on this device, printed when nobody is signed in. */
export function rememberLastAgent(agent: Agent): Promise<boolean> {
  return guardedWrite(LAST_AGENT_WRITE_LABEL, () => writeMeta('lastAgent', agent));
}
