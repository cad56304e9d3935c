// Sync w/Cloud: the whole contract in one request (PUT /api/contracts/:id, docs/decisions/009-sync.md). The device
// copy is the agent's work and is never lost: a failure leaves it pending, a 409 hands both copies to the agent, and
// an answer that arrives after more typing keeps that typing. Every failure is an outcome with a message to show.
import { conflictDetailsReadSchema, type SyncResponse } from '#api/contract-calls';
import { onTheWire } from '#api/contract-schema';
import { pushContract, type PushAnswer } from '#api/endpoints/contract-endpoints';
import { differences, sameCloudContent } from '#domain/contract/differences';
import type { Contract } from '#domain/contract/model';
import { afterPush } from '#domain/contract/after-push';
import { markSynced } from '#domain/contract/saving';
import { isSignedCopy } from '#domain/signing/sign-contract';
import { upgradeContract } from '#domain/upgrade/upgrade-contract';
import { getContract, listContracts, saveContract } from '../storage/contract-storage';
import { listSigned } from '../storage/signed-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { contractWriteLabel } from '../storage/write-lanes';
import { callEndpoint } from './api-client';
import type { ApiFailure } from './http-request';
import { unsendableReason } from './sendable';
import { useSessionStore } from './session-store';
import { isOnline } from './online';
import { syncSignedRecords } from './signed-sync';
import { syncInstallerReceipts } from './receipt-sync';
import { useCatalogueStore } from './catalogue-download';
import { downloadCancellations } from './cancellations-download';
import { downloadCompany } from './company-download';
import { downloadStateRules } from './state-rules-download';
import { downloadFinancingPlans } from './financing-plans-download';
import { emitSyncActivity, notifyContractSynced } from './contract-sync-events';
import { OFFLINE_REASON, UNREACHABLE_REASON, refusalMessage, syncFailedMessage } from './contract-sync-messages';
import type { SyncAllOptions, SyncAllSummary, SyncOutcome } from './contract-sync-outcome';
import { moduleState } from '../lib/app-state';

/**
 * A push runs under auto-sync's cross-tab lock: one that gets no answer (a
 * captive portal) ends as offline after this long, so the lock is freed and
 * the next try can go. Long enough for a big contract on a slow connection.
 */
export const SYNC_PUSH_TIMEOUT_MS = 60_000;

const syncs = moduleState(() => ({
  /** One sync per contract at a time in this tab. */
  inFlight: new Map<string, Promise<SyncOutcome>>(),
  /** Contracts answered with a 409 that the agent has not resolved yet. */
  awaitingDecision: new Set<string>(),
}));
/** Outcomes that mean the server could not be reached at all: the rest of a run would fail the same way. */
const unreachable = new WeakSet<SyncOutcome>();

export function isAwaitingDecision(contractId: string): boolean {
  return syncs.awaitingDecision.has(contractId);
}

function offline(reason: string, cannotReach = false): SyncOutcome {
  const outcome: SyncOutcome = { kind: 'offline', message: syncFailedMessage(reason) };
  if (cannotReach) unreachable.add(outcome);
  return outcome;
}

type CloudCopy = { ok: true; contract: Contract; version: number } | { ok: false; reason: string };

/** A downloaded or conflicting cloud copy as the device would keep it: upgraded, marked synced at its version. */
export function readCloudCopy(contract: unknown, version: number, syncedAt: string): CloudCopy {
  const upgraded = upgradeContract(contract);
  if (!upgraded.ok) return { ok: false, reason: upgraded.reason };
  return { ok: true, contract: markSynced(upgraded.contract, version, syncedAt), version };
}

/**
 * Saves what a 200 means on the device, in the contract's write lane so an
 * autosave cannot land between the read and the write: the copy re-read now
 * is marked synced when it is the content that was sent; when the agent
 * changed it meanwhile, it keeps the new content, takes the answered version
 * and stays pending. A copy already stamped with a newer version (another
 * tab) is left alone; a deleted one is not brought back.
 */
async function applySynced(sent: Contract, answer: SyncResponse): Promise<SyncOutcome> {
  let outcome: SyncOutcome = { kind: 'synced', contract: markSynced(sent, answer.version, answer.syncedAt) };
  await guardedWrite(contractWriteLabel(sent.ContractId), async () => {
    const next = afterPush(await getContract(sent.ContractId), sent, answer);
    outcome = next.kind === 'gone' ? { kind: 'missing' } : { kind: 'synced', contract: next.contract };
    if (next.kind === 'save') await saveContract(next.contract);
  });
  // A write that did not land yet is kept and retried by the storage health store; the server has the contract either way.
  if (outcome.kind === 'synced') {
    syncs.awaitingDecision.delete(sent.ContractId);
    notifyContractSynced(outcome.contract, 'push');
  }
  return outcome;
}

async function conflictOutcome(sent: Contract, failure: Extract<ApiFailure, { kind: 'http' }>): Promise<SyncOutcome> {
  const parsed = conflictDetailsReadSchema.safeParse(failure.details);
  const copy = parsed.success
    ? readCloudCopy(parsed.data.cloud.contract, parsed.data.cloud.version, parsed.data.cloud.syncedAt)
    : null;
  if (!parsed.success || !copy?.ok) {
    const why = copy && !copy.ok ? ` ${copy.reason}` : '';
    return {
      kind: 'refused',
      message: `The cloud has a newer version of this contract, but this app cannot read it.${why}`,
    };
  }
  const device = (await getContract(sent.ContractId)) ?? sent;
  // Only the stamps differ (the same content saved from two places): nothing to choose.
  if (sameCloudContent(device, copy.contract)) {
    return applySynced(device, {
      contractId: sent.ContractId,
      version: copy.version,
      syncedAt: parsed.data.cloud.syncedAt,
    });
  }
  syncs.awaitingDecision.add(sent.ContractId);
  return {
    kind: 'conflict',
    device,
    cloud: copy.contract,
    cloudVersion: copy.version,
    differences: differences(device, copy.contract),
  };
}

/**
 * What the device makes of each answer the push endpoint lists (PushAnswer):
 * naming every status, a new answer of the endpoint does not compile until
 * the device knows what it means. Anything else (5xx, 429, no answer) is the
 * network's, handled below.
 */
const PUSH_ANSWER_MEANS: Record<PushAnswer['status'], 'synced' | 'signed-out' | 'conflict' | 'refused'> = {
  200: 'synced',
  400: 'refused',
  401: 'signed-out',
  403: 'refused',
  409: 'conflict',
  413: 'refused',
  415: 'refused',
};

function meaningOf(status: number): (typeof PUSH_ANSWER_MEANS)[PushAnswer['status']] | null {
  return Object.hasOwn(PUSH_ANSWER_MEANS, status) ? PUSH_ANSWER_MEANS[status as PushAnswer['status']] : null;
}

async function failureOutcome(sent: Contract, failure: ApiFailure, hadToken: boolean): Promise<SyncOutcome> {
  if (failure.kind === 'offline') return offline(UNREACHABLE_REASON, true);
  const meaning = meaningOf(failure.status);
  if (meaning === 'signed-out') {
    const session = useSessionStore.getState();
    // Restored offline and the token could not be had: the session did not end, the server was out of reach.
    if (!hadToken && session.status === 'signed-in' && !session.hasToken) return offline(UNREACHABLE_REASON, true);
    return { kind: 'signed-out' };
  }
  // A 409 of the other kind: the office recorded the customer's cancellation, and the contract takes no change.
  if (meaning === 'conflict' && failure.code === 'CONTRACT_CANCELLED') {
    return { kind: 'refused', message: refusalMessage(failure) };
  }
  if (meaning === 'conflict') return conflictOutcome(sent, failure);
  if (meaning === 'refused') return { kind: 'refused', message: refusalMessage(failure) };
  if (
    failure.status >= 500 ||
    failure.status === 429 ||
    failure.status === 408 ||
    failure.code === 'INVALID_RESPONSE'
  ) {
    return offline(failure.message);
  }
  return { kind: 'refused', message: refusalMessage(failure) };
}

/** True when the customer signed this very content on this device; false when the signed copies cannot be read. */
async function signedHere(contract: Contract): Promise<boolean> {
  const records = await listSigned(contract.ContractId).catch(() => []);
  return isSignedCopy(
    contract,
    records.map(({ record }) => record),
  );
}

/** One push of the device copy; `baseVersion` given when the agent keeps the device copy over the cloud's. */
async function push(contractId: string, baseVersion?: number): Promise<SyncOutcome> {
  if (!isOnline()) return offline(OFFLINE_REASON, true);
  const session = useSessionStore.getState();
  if (session.status !== 'signed-in') return { kind: 'signed-out' };
  const sent = await getContract(contractId);
  if (!sent) return { kind: 'missing' };
  const unsendable = unsendableReason(sent);
  if (unsendable) return { kind: 'refused', message: unsendable };
  // The shape was just checked (unsendableReason), so it is the current one; the server checks it again.
  const body = {
    contract: onTheWire(sent),
    baseVersion: baseVersion ?? sent.ServerVersion,
    // Signed here as it is: the terms the customer signed for are never refused (decision 041).
    ...((await signedHere(sent)) && { signedOnTablet: true as const }),
  };
  const result = await callEndpoint(
    pushContract,
    { params: { contractId }, body },
    { timeoutMs: SYNC_PUSH_TIMEOUT_MS },
  );
  if (result.ok) {
    if (result.data.contractId !== contractId) return offline('The server answered for another contract.');
    return applySynced(sent, result.data);
  }
  return failureOutcome(sent, result, session.hasToken);
}

/** Runs `work` as this contract's one sync, telling the store when it starts and ends. */
function track(contractId: string, work: () => Promise<SyncOutcome>): Promise<SyncOutcome> {
  emitSyncActivity({ type: 'contract-started', contractId });
  const running = work().then(
    (outcome) => {
      emitSyncActivity({ type: 'contract-finished', contractId, outcome });
      return outcome;
    },
    (error: unknown) => {
      emitSyncActivity({ type: 'contract-finished', contractId });
      throw error;
    },
  );
  const settled = running.finally(() => {
    if (syncs.inFlight.get(contractId) === settled) syncs.inFlight.delete(contractId);
  });
  syncs.inFlight.set(contractId, settled);
  return settled;
}

async function whenIdle(contractId: string): Promise<void> {
  for (let running = syncs.inFlight.get(contractId); running; running = syncs.inFlight.get(contractId)) {
    await running.catch(() => undefined);
  }
}

/** Sync w/Cloud for one contract on the device. A second call while one runs shares its answer. */
export function syncContract(contractId: string): Promise<SyncOutcome> {
  return syncs.inFlight.get(contractId) ?? track(contractId, () => push(contractId));
}

/** The agent keeps the device copy: pushed on top of the cloud version the conflict showed. */
export async function keepDeviceCopy(contractId: string, cloudVersion: number): Promise<SyncOutcome> {
  await whenIdle(contractId);
  return track(contractId, () => push(contractId, cloudVersion));
}

/** The agent takes the cloud copy: saved on the device, synced at that version, nothing pending. */
export async function takeCloudCopy(cloud: Contract, cloudVersion: number): Promise<Contract> {
  const contractId = cloud.ContractId;
  await whenIdle(contractId);
  const taken = markSynced(cloud, cloudVersion, cloud.SyncDate ?? new Date().toISOString());
  await track(contractId, async () => {
    await guardedWrite(contractWriteLabel(contractId), () => saveContract(taken));
    syncs.awaitingDecision.delete(contractId);
    notifyContractSynced(taken, 'cloud-copy');
    return { kind: 'synced', contract: taken };
  });
  return taken;
}

/**
 * A device that holds work scopes checks for a newer price book (a 304 when there is none). One that holds none
 * waits for the agent's first Download Latest Work Scopes, as the 'No work scopes!' banner asks.
 */
async function checkPriceBook(): Promise<void> {
  const catalogue = useCatalogueStore.getState();
  if (catalogue.loaded && catalogue.scopes !== null) await catalogue.download();
}

function tally(summary: SyncAllSummary, contractId: string, outcome: SyncOutcome): void {
  summary.outcomes.set(contractId, outcome);
  if (outcome.kind === 'synced') summary.synced += 1;
  else if (outcome.kind === 'conflict') summary.conflicts += 1;
  else if (outcome.kind !== 'missing') summary.failed += 1;
}

/**
 * Syncs every contract on the device with changes not synced yet, one after
 * another. Stops early when the server cannot be reached or the agent is
 * signed out: the ones not tried count as failed with the same outcome.
 */
export async function syncAllPending(options: SyncAllOptions = {}): Promise<SyncAllSummary> {
  emitSyncActivity({ type: 'all-started' });
  try {
    const { contracts } = await listContracts();
    const pending = contracts
      .filter((contract) => contract.Changed)
      .filter((contract) => !(options.skipAwaitingDecision && syncs.awaitingDecision.has(contract.ContractId)));
    const summary: SyncAllSummary = { synced: 0, failed: 0, conflicts: 0, outcomes: new Map() };
    for (const [index, contract] of pending.entries()) {
      let outcome: SyncOutcome;
      try {
        outcome = await syncContract(contract.ContractId);
      } catch {
        outcome = offline('It could not be read on this device; try again in a moment.');
      }
      tally(summary, contract.ContractId, outcome);
      if (outcome.kind === 'signed-out' || unreachable.has(outcome)) {
        for (const rest of pending.slice(index + 1)) tally(summary, rest.ContractId, outcome);
        return summary;
      }
    }
    // Then what was signed on the device: the records and their PDFs, the installers' receipts; and the office's price books, plans,
    // cancellations, company and state rules (a price book due soon reaches the tablet without the agent thinking of
    // it).
    summary.signedWaiting = (await syncSignedRecords()).unreachable;
    summary.receiptsWaiting = (await syncInstallerReceipts()).unreachable;
    await checkPriceBook();
    await downloadFinancingPlans();
    await downloadCancellations();
    await downloadCompany();
    await downloadStateRules();
    return summary;
  } finally {
    emitSyncActivity({ type: 'all-finished' });
  }
}
