// What the agent is told after Sync w/Cloud, Sync all or a conflict choice (docs/product-rules.md#errors): the
// original only logged failed syncs, here every outcome is shown, under the original's alert key 'localSync' so a
// retried sync replaces its message instead of stacking another.
import type { Contract } from '#domain/contract/model';
import { formatDateTime } from '#domain/format/date-format';
import { showAlert } from '../../components/alerts/alerts-store';
import { AUTH_REQUIRED } from '../../sync/contract-sync-messages';
import type { SyncAllSummary, SyncOutcome } from '../../sync/contract-sync-outcome';
import { contractLabel } from './contract-labels';

export const LOCAL_SYNC_ALERT_KEY = 'localSync';

/** 'The contract for Kowalski, Maria'. */
export function theContract(contract: Contract | undefined): string {
  return contract ? `The ${contractLabel(contract)}` : 'The contract';
}

export function tellAuthRequired(): void {
  showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'danger', title: AUTH_REQUIRED.title, lines: [AUTH_REQUIRED.text] });
}

export function tellSynced(contract: Contract, title = 'Contract synced'): void {
  const at = formatDateTime(contract.SyncDate);
  const lines = [`${theContract(contract)} was synced${at ? ` at ${at}` : ''}.`];
  // The agent typed while the sync ran: those changes wait for the next one.
  if (contract.Changed) lines.push('Changes made since are still waiting to be synced.');
  showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'success', title, lines });
}

/** Every outcome but a conflict, which the dialog shows instead. */
export function tellOutcome(outcome: Exclude<SyncOutcome, { kind: 'conflict' }>, contract: Contract | undefined): void {
  switch (outcome.kind) {
    case 'synced':
      tellSynced(outcome.contract);
      return;
    case 'signed-out':
      tellAuthRequired();
      return;
    case 'offline':
      showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'warning', lines: [outcome.message] });
      return;
    case 'refused':
      showAlert({
        key: LOCAL_SYNC_ALERT_KEY,
        variant: 'danger',
        title: 'Sync refused',
        lines: [`${theContract(contract)} was not synced: ${outcome.message}`],
      });
      return;
    case 'missing':
      showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant: 'info', lines: ['This contract is no longer on this device.'] });
      return;
  }
}

const contracts = (count: number) => `${count} contract${count === 1 ? '' : 's'}`;

/** One message for a whole Sync all run. */
export function tellSyncAll(summary: SyncAllSummary, labelOf: (contractId: string) => Contract | undefined): void {
  const outcomes = [...summary.outcomes.entries()];
  if (outcomes.length === 0) {
    showAlert({
      key: LOCAL_SYNC_ALERT_KEY,
      variant: 'info',
      lines: ['Every contract on this device is already synced.'],
    });
    return;
  }
  if (outcomes.every(([, outcome]) => outcome.kind === 'signed-out')) {
    tellAuthRequired();
    return;
  }
  const lines: string[] = [];
  if (summary.synced > 0) lines.push(`${contracts(summary.synced)} synced.`);
  const offline = outcomes.filter(([, outcome]) => outcome.kind === 'offline');
  const first = offline[0]?.[1];
  if (first?.kind === 'offline') {
    lines.push(first.message);
    lines.push(`${contracts(offline.length)} still waiting to be synced.`);
  }
  for (const [contractId, outcome] of outcomes) {
    if (outcome.kind === 'refused')
      lines.push(`${theContract(labelOf(contractId))} was not synced: ${outcome.message}`);
  }
  if (outcomes.some(([, outcome]) => outcome.kind === 'signed-out')) lines.push(AUTH_REQUIRED.text);
  if (summary.conflicts > 0) {
    lines.push(`${contracts(summary.conflicts)} changed in the cloud too: choose which copy to keep.`);
  }
  if (lines.length === 0) {
    // Only contracts deleted meanwhile: nothing was left to sync.
    showAlert({
      key: LOCAL_SYNC_ALERT_KEY,
      variant: 'info',
      lines: ['Every contract on this device is already synced.'],
    });
    return;
  }
  const refused = outcomes.some(([, outcome]) => outcome.kind === 'refused' || outcome.kind === 'signed-out');
  const variant = refused ? 'danger' : offline.length > 0 || summary.conflicts > 0 ? 'warning' : 'success';
  const title = variant === 'success' ? 'Contracts synced' : 'Not every contract was synced';
  showAlert({ key: LOCAL_SYNC_ALERT_KEY, variant, title, lines });
}
