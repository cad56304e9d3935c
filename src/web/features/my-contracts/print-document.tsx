// The copy My Contracts prints (print-copy.tsx), loaded at the press of Print: the contract document and what it
// takes to show it are a large part of the page's code, and most visits print nothing.
import { deviceLawAsShown } from '#web/sync/state-rules';
import type { Agent, Contract } from '#domain/contract/model';
import { asDocumentShows } from '#domain/contract/transaction-date';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { currentSeller, loadCompany } from '../../sync/company';
import { readLastAgent } from '../../contract-in-progress/device-contracts';
import { useSessionStore } from '../../sync/session-store';
import { ContractDocument } from '../../components/contract-document/contract-document';
import { documentPreparer } from '../../components/contract-document/document-preparer';

export interface PrintJob {
  contract: Contract;
  unsaved: boolean;
  changedSince: string | null;
  preparedBy: Agent;
  agentPhone: string;
}

/**
 * The contract as the Contract step shows it today (a draft never saved is
 * dated today, with its deadlines counted from today, and says so), with who
 * prepared it and their phone.
 */
export async function printJob(contract: Contract): Promise<PrintJob> {
  await loadCompany();
  const lastAgent = await readLastAgent();
  const record = useBuilderStore.getState().saveRecords[contract.ContractId];
  const shown = asDocumentShows(contract, record, new Date().toISOString());
  const { agent, phone } = documentPreparer(contract, lastAgent, useSessionStore.getState(), shown.unsaved);
  return { ...shown, preparedBy: agent, agentPhone: phone };
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function PrintDocument({ job }: { job: PrintJob }) {
  return (
    <ContractDocument
      contract={job.contract}
      unsaved={job.unsaved}
      changedSince={job.changedSince}
      preparedBy={job.preparedBy}
      agentPhone={job.agentPhone}
      company={currentSeller(job.contract)}
      law={deviceLawAsShown(job.contract, job.unsaved)}
      timeZone={timeZone()}
    />
  );
}
