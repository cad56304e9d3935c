// My Contracts (docs/product-rules.md#screens): the contracts saved on this device and those in the cloud. Edit and
// Download open a contract in the builder; a sync that meets a newer cloud copy asks the agent which to keep.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Container } from 'react-bootstrap';
import type { Contract } from '#domain/contract/model';
import { clearAlerts, showAlert } from '../../components/alerts/alerts-store';
import { afterDialogCloses } from '../../components/after-dialog-closes';
import { useConfirm } from '../../components/confirm-store';
import { PriceBookDueNote } from '../../components/price-book-note';
import { DELETE_CONTRACT } from '../../components/confirmations';
import { deleteFromDevice } from '../../contract-in-progress/delete-contract';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { onContractSynced, onSignedReceipt } from '../../sync/contract-sync-events';
import { CLOUD_ALERT_KEY, CloudContracts } from './cloud-contracts';
import { ConflictDialog } from './conflict-dialog';
import { LOCAL_LIST_ALERT_KEY, LocalContracts } from './local-contracts';
import { useOpenContract } from './open-contract';
import { usePrintCopy } from './print-copy';
import { LOCAL_SYNC_ALERT_KEY } from './sync-messages';
import { useContractSync } from './use-contract-sync';
import { useLocalContracts } from './use-local-contracts';
import './contracts.css';

const PAGE_ALERT_KEYS = [LOCAL_SYNC_ALERT_KEY, LOCAL_LIST_ALERT_KEY, CLOUD_ALERT_KEY];

export const MY_CONTRACTS_TITLE = 'My Contracts';

export const PRINT_NOT_LOADED =
  'The printed copy could not be prepared: part of the app did not load. Check the connection and press Print again, or reload the page.';

export function ContractsPage() {
  useDocumentTitle(MY_CONTRACTS_TITLE);
  const { state, reload } = useLocalContracts();
  const opener = useOpenContract();
  const confirm = useConfirm();
  const printer = usePrintCopy();
  const heading = useRef<HTMLHeadingElement | null>(null);

  const contracts = state.status === 'ready' ? state.contracts : null;
  const contractOf = useCallback(
    (id: string) => contracts?.find((contract) => contract.ContractId === id),
    [contracts],
  );
  const sync = useContractSync({ contractOf, reload, open: opener.open });
  // Mounted at the first conflict and kept (so it can close with its animation): a dialog is a portal, which the page
  // drawn at build time cannot hold (docs/decisions/069-steps-drawn-at-build.md).
  const [conflictAsked, setConflictAsked] = useState(false);
  if (sync.conflict && !conflictAsked) setConflictAsked(true);

  // Messages belong to the visit that caused them.
  useEffect(() => {
    clearAlerts(PAGE_ALERT_KEYS);
    return () => clearAlerts(PAGE_ALERT_KEYS);
  }, []);

  // A sync, a download or a taken cloud copy anywhere (auto-sync included) changes the list.
  useEffect(() => onContractSynced(() => void reload()), [reload]);
  useEffect(() => onSignedReceipt(() => void reload()), [reload]);

  async function edit(contract: Contract): Promise<void> {
    clearAlerts([LOCAL_LIST_ALERT_KEY]);
    const result = await opener.edit(contract.ContractId);
    if (!result.ok && result.reason === 'missing') {
      showAlert({ key: LOCAL_LIST_ALERT_KEY, variant: 'info', lines: [result.message] });
      await reload();
    }
  }

  async function print(contract: Contract): Promise<void> {
    clearAlerts([LOCAL_LIST_ALERT_KEY]);
    try {
      await printer.print(contract);
    } catch (error) {
      console.error('Print: the copy could not be prepared', error);
      showAlert({ key: LOCAL_LIST_ALERT_KEY, variant: 'warning', lines: [PRINT_NOT_LOADED] });
    }
  }

  async function remove(contract: Contract): Promise<void> {
    if (!(await confirm(DELETE_CONTRACT))) return;
    await deleteFromDevice(contract.ContractId);
    await reload();
    afterDialogCloses(() => heading.current?.focus());
  }

  return (
    <Container className="contracts-page">
      {/* On paper only the print copy shows (src/web/components/contract-document/contract-print.css). */}
      <div className="no-print py-5">
        <h1 className="display-title mb-4">{MY_CONTRACTS_TITLE}</h1>
        <PriceBookDueNote />
        <LocalContracts
          state={state}
          headingRef={(element) => {
            heading.current = element;
          }}
          onSyncAll={() => void sync.syncEvery()}
          onEdit={(contract) => void edit(contract)}
          onSync={(contract) => void sync.syncOne(contract)}
          onPrint={(contract) => void print(contract)}
          onDelete={(contract) => void remove(contract)}
        />
        <CloudContracts onOpen={opener.open} onConflict={sync.ask} />
      </div>
      {conflictAsked && (
        <ConflictDialog
          conflict={sync.conflict}
          busy={sync.choosing}
          onChoose={(choice) => void sync.choose(choice)}
          onCancel={sync.decideLater}
        />
      )}
      {printer.copy}
    </Container>
  );
}
