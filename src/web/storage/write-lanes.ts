// The labels of the device's write lanes (guardedWrite in storage-health-store.ts): writes under one label land in
// order and a failed one is retried, so every module writing the same record must use the same label. The session
// and catalogue labels also name what failed in the message the agent sees.
export const DRAFT_WRITE_LABEL = 'draft';
export const ACTIVE_CONTRACT_WRITE_LABEL = 'activeContractId';
export const LAST_AGENT_WRITE_LABEL = 'lastAgent';
export const SAVE_RECORDS_WRITE_LABEL = 'saveRecords';
export const SESSION_WRITE_LABEL = 'the signed-in agent';
export const CATALOGUE_WRITE_LABEL = 'the work scopes';
export const LAST_DOWNLOAD_WRITE_LABEL = 'the last download time';
export const FINANCING_PLANS_WRITE_LABEL = 'the financing plans';
export const CANCELLATIONS_WRITE_LABEL = 'the cancellations';
export const COMPANY_WRITE_LABEL = "the company's details";
export const STATE_RULES_WRITE_LABEL = 'the state rules';

/**
 * One lane per stored contract: autosave, SAVE & CONTINUE, delete and sync's
 * read-compare-write all go through it, so none lands between another's read
 * and write.
 */
export function contractWriteLabel(contractId: string): string {
  return `contract:${contractId}`;
}
