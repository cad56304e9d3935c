// Sync w/Cloud, Sync all and the conflict choice, for My Contracts. The work is src/web/sync's (contract-sync.ts via
// the sync store, which also drives the row spinners); this hook asks, tells the outcome and queues conflicts for the
// dialog one at a time. A download meeting unsynced changes asks too; the copy kept then opens in the builder.
import { useCallback, useState } from 'react';
import type { Contract } from '#domain/contract/model';
import { clearAlerts, showAlert } from '../../components/alerts/alerts-store';
import { keepDeviceCopy, takeCloudCopy } from '../../sync/contract-sync';
import type { SyncOutcome } from '../../sync/contract-sync-outcome';
import { useSessionStore } from '../../sync/session-store';
import { useSyncStore } from '../../sync/sync-store';
import type { ConflictChoice, ContractConflict } from './conflict-dialog';
import {
  LOCAL_SYNC_ALERT_KEY,
  tellAuthRequired,
  tellOutcome,
  tellSyncAll,
  tellSynced,
  theContract,
} from './sync-messages';

export interface QueuedConflict extends ContractConflict {
  /** 'download': the agent asked to open the contract, which happens once they choose. */
  origin: 'sync' | 'download';
}

export interface ContractSyncOptions {
  /** The contract on the device with this id, for naming it in messages. */
  contractOf: (contractId: string) => Contract | undefined;
  /** Reads the device's list again. */
  reload: () => Promise<void>;
  /** Opens the copy the agent kept, after a download's question. */
  open: (contract: Contract) => Promise<unknown>;
}

const CHOICE_FAILED = 'The contract could not be read on this device. Nothing was changed; try again in a moment.';

export function useContractSync({ contractOf, reload, open }: ContractSyncOptions) {
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const sync = useSyncStore((state) => state.sync);
  const syncAll = useSyncStore((state) => state.syncAll);
  const [queue, setQueue] = useState<QueuedConflict[]>([]);
  const [choosing, setChoosing] = useState<ConflictChoice | null>(null);

  const ask = useCallback((conflict: QueuedConflict) => {
    setQueue((current) => [
      ...current.filter((queued) => queued.device.ContractId !== conflict.device.ContractId),
      conflict,
    ]);
  }, []);

  function handle(outcome: SyncOutcome, contract: Contract | undefined): void {
    if (outcome.kind === 'conflict') {
      clearAlerts([LOCAL_SYNC_ALERT_KEY]);
      ask({ ...outcome, origin: 'sync' });
    } else {
      tellOutcome(outcome, contract);
    }
  }

  /** Sync w/Cloud on one row: signed in first (docs/product-rules.md#errors), then the server's answer. */
  async function syncOne(contract: Contract): Promise<void> {
    if (!signedIn) {
      tellAuthRequired();
      return;
    }
    clearAlerts([LOCAL_SYNC_ALERT_KEY]);
    try {
      handle(await sync(contract.ContractId), contract);
    } catch (error) {
      console.error('Sync w/Cloud failed', error);
      showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'danger', lines: [CHOICE_FAILED] });
    }
    await reload();
  }

  /** Sync all: every contract with changes not synced, then one message for the run. */
  async function syncEvery(): Promise<void> {
    if (!signedIn) {
      tellAuthRequired();
      return;
    }
    clearAlerts([LOCAL_SYNC_ALERT_KEY]);
    try {
      const summary = await syncAll();
      tellSyncAll(summary, contractOf);
      for (const outcome of summary.outcomes.values()) {
        if (outcome.kind === 'conflict') ask({ ...outcome, origin: 'sync' });
      }
    } catch (error) {
      console.error('Sync all failed', error);
      showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'danger', lines: [CHOICE_FAILED] });
    }
    await reload();
  }

  async function choose(choice: ConflictChoice): Promise<void> {
    const conflict = queue[0];
    if (!conflict || choosing) return;
    setChoosing(choice);
    let opened: Contract | null = null;
    try {
      if (choice === 'device') {
        const outcome = await keepDeviceCopy(conflict.device.ContractId, conflict.cloudVersion);
        if (outcome.kind === 'conflict') {
          // The cloud changed again meanwhile: the same question, with the newest cloud copy.
          ask({ ...outcome, origin: conflict.origin });
        } else {
          tellOutcome(outcome, conflict.device);
          // Not synced (offline, refused): the agent still keeps, and opens, the device's copy.
          if (outcome.kind !== 'missing') opened = outcome.kind === 'synced' ? outcome.contract : conflict.device;
        }
      } else {
        const taken = await takeCloudCopy(conflict.cloud, conflict.cloudVersion);
        tellSynced(taken, 'Cloud copy taken');
        opened = taken;
      }
    } catch (error) {
      console.error('The conflict choice failed', error);
      showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'danger', lines: [CHOICE_FAILED] });
    } finally {
      setChoosing(null);
      setQueue((current) => current.filter((queued) => queued !== conflict));
    }
    await reload();
    if (conflict.origin === 'download' && opened) await open(opened);
  }

  /** Cancel: the contract stays pending and the next sync asks again. */
  function decideLater(): void {
    const conflict = queue[0];
    if (!conflict || choosing) return;
    setQueue((current) => current.slice(1));
    if (conflict.origin === 'sync') {
      showAlert({
        key: LOCAL_SYNC_ALERT_KEY,
        variant: 'info',
        lines: [
          `${theContract(conflict.device)} stays on this device as it is, waiting to be synced. ` +
            'Sync it again to choose which copy to keep.',
        ],
      });
    }
  }

  return { syncOne, syncEvery, ask, conflict: queue[0] ?? null, choosing, choose, decideLater };
}
