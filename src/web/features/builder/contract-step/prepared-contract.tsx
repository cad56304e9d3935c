// The contract document as this device shows it: who prepared it
// (document-preparer.ts) and dates in the device's time zone. A contract not
// saved yet shows today's date, which a save now would give it, and says so.
import { useLawAsShown } from '#web/sync/state-rules';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { Agent, Contract } from '#domain/contract/model';
import { asDocumentShows } from '#domain/contract/transaction-date';
import { readLastAgent } from '#web/contract-in-progress/device-contracts';
import { useSessionStore } from '#web/sync/session-store';
import { useSeller } from '#web/sync/company';
import { ContractDocument } from '#web/components/contract-document/contract-document';
import { documentPreparer } from '#web/components/contract-document/document-preparer';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { useContractModals } from './contract-modals-store';

function useLastAgent(): Agent | null {
  const [lastAgent, setLastAgent] = useState<Agent | null>(null);
  useEffect(() => {
    let current = true;
    void readLastAgent().then((agent) => {
      if (current) setLastAgent(agent);
    });
    return () => {
      current = false;
    };
  }, []);
  return lastAgent;
}

export function PreparedContract({ contract, editable = false }: { contract: Contract; editable?: boolean }) {
  const lastAgent = useLastAgent();
  const session = useSessionStore(useShallow(({ status, user, profile, phone }) => ({ status, user, profile, phone })));
  const record = useBuilderStore((state) => state.saveRecords[contract.ContractId]);
  const shown = asDocumentShows(contract, record, new Date().toISOString());
  const { agent, phone } = documentPreparer(contract, lastAgent, session, shown.unsaved);
  const seller = useSeller(contract);
  const law = useLawAsShown(shown.contract, shown.unsaved);
  return (
    <ContractDocument
      contract={shown.contract}
      unsaved={shown.unsaved}
      changedSince={shown.changedSince}
      preparedBy={agent}
      agentPhone={phone}
      company={seller}
      law={law}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      onEdit={editable ? (line) => useContractModals.getState().show(line) : undefined}
    />
  );
}
