// Print on a row of My Contracts (docs/product-rules.md#screens): a hidden `.print-copy` of the contract in the page,
// printed while <body> has `printing-copy` (contract-print.css). It stays in the page's flow: as a portal at the end
// of <body>, the app shell's full-height box would print a blank first page.
import { deviceSaleLaw } from '#web/sync/state-rules';
import { useEffect, useState, type ReactNode } from 'react';
import type { Agent, Contract } from '#domain/contract/model';
import { asDocumentShows } from '#domain/contract/transaction-date';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { currentSeller, loadCompany } from '../../sync/company';
import { readLastAgent } from '../../contract-in-progress/device-contracts';
import { useSessionStore } from '../../sync/session-store';
import { ContractDocument } from '../../components/contract-document/contract-document';
import { documentPreparer } from '../../components/contract-document/document-preparer';

export const PRINTING_COPY_CLASS = 'printing-copy';

interface PrintJob {
  contract: Contract;
  unsaved: boolean;
  preparedBy: Agent;
  agentPhone: string;
}

/**
 * The contract as the Contract step shows it today (a draft never saved is
 * dated today, with its deadlines counted from today, and says so), with who
 * prepared it and their phone.
 */
async function printJob(contract: Contract): Promise<PrintJob> {
  await loadCompany();
  const lastAgent = await readLastAgent();
  const record = useBuilderStore.getState().saveRecords[contract.ContractId];
  const shown = asDocumentShows(contract, record, new Date().toISOString());
  const { agent, phone } = documentPreparer(contract, lastAgent, useSessionStore.getState(), shown.unsaved);
  return { ...shown, preparedBy: agent, agentPhone: phone };
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// The copy and the class stay until `afterprint`: print() returns at once on an iPad and in Chrome on Android, long
// before the page is printed, and removing the copy then printed a blank page.
export function usePrintCopy(): { print: (contract: Contract) => Promise<void>; copy: ReactNode } {
  const [job, setJob] = useState<PrintJob | null>(null);

  useEffect(() => {
    if (!job) return;
    const { body } = document;
    const done = () => setJob(null);
    body.classList.add(PRINTING_COPY_CLASS);
    window.addEventListener('afterprint', done);
    try {
      window.print();
    } catch (error) {
      console.error('The browser would not print', error);
      done();
    }
    // Printing over, another contract printed, or the page left.
    return () => {
      body.classList.remove(PRINTING_COPY_CLASS);
      window.removeEventListener('afterprint', done);
    };
  }, [job]);

  async function print(contract: Contract): Promise<void> {
    setJob(await printJob(contract));
  }

  const copy = job ? (
    <div className="print-copy" aria-hidden="true">
      <ContractDocument
        contract={job.contract}
        unsaved={job.unsaved}
        preparedBy={job.preparedBy}
        agentPhone={job.agentPhone}
        company={currentSeller(job.contract.Customer.State)}
        law={deviceSaleLaw(job.contract)}
        timeZone={timeZone()}
      />
    </div>
  ) : null;

  return { print, copy };
}
