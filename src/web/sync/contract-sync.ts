// Sync w/Cloud: the whole contract in one request (PUT /api/contracts/:id,
// docs/decisions/009-sync.md), and what the device does with each answer.
// The device copy is the agent's work and is never lost: a failure leaves it
// as it was (still pending), a 409 hands both copies to the agent to choose,
// and an answer that arrives after the agent typed more keeps what they
// typed (it stays pending, now on top of the version just synced). Every
// failure comes back as an outcome with a message to show, not only a log.
import { z } from 'zod';
import { syncResponseSchema, type SyncResponse } from '../../api/contracts';
import { sameContent } from '../../domain/contract/content';
import { differences, sameCloudContent, type ContractDifference } from '../../domain/contract/differences';
import type { Contract } from '../../domain/contract/model';
import { markSynced } from '../../domain/contract/saving';
import { upgradeContract } from '../../domain/upgrade/upgrade-contract';
import { getContract, listContracts, saveContract } from '../storage/contract-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { contractWriteLabel } from '../storage/write-lanes';
import { apiRequest, type ApiFailure } from './api-client';
import { unsendableReason } from './sendable';
import { useSessionStore } from './session-store';
import { isOnline } from './online';

export type { ContractDifference } from '../../domain/contract/differences';

export const AUTH_REQUIRED = { title: 'Authentication Required', text: 'You must sign in before you can sync.' };
export const SYNC_FAILED_MESSAGE = 'Sync failed — your contract is safe on this device';
export const CONTRACTS_PATH = '/api/contracts';
/**
 * A push runs under auto-sync's cross-tab lock: one that gets no answer (a
 * captive portal) ends as offline after this long, so the lock is freed and
 * the next try can go. Long enough for a big contract on a slow connection.
 */
export const SYNC_PUSH_TIMEOUT_MS = 60_000;

export type SyncOutcome =
  /** The device copy, marked synced and saved on the device. */
  | { kind: 'synced'; contract: Contract }
  /** Not signed in (or the session ended): nothing sent, or the server refused the sign-in. */
  | { kind: 'signed-out' }
  /** Offline, server unreachable, 5xx, 429 or an unreadable answer: the contract stays pending. */
  | { kind: 'offline'; message: string }
  /** The cloud has a newer version: the agent chooses (keepDeviceCopy / takeCloudCopy). */
  | { kind: 'conflict'; device: Contract; cloud: Contract; cloudVersion: number; differences: ContractDifference[] }
  /** 400 and other refusals: the server's reason. Retrying the same contract gets the same answer. */
  | { kind: 'refused'; message: string }
  /** No such contract on the device (or it was deleted while it was being synced). */
  | { kind: 'missing' };

export interface SyncAllSummary {
  synced: number;
  /** Offline, refused or signed out, and pending contracts not tried because the server could not be reached. */
  failed: number;
  conflicts: number;
  outcomes: Map<string, SyncOutcome>;
}

export interface SyncAllOptions {
  /** Leave out contracts whose conflict the agent has not resolved yet (auto-sync does). */
  skipAwaitingDecision?: boolean;
}

/** What saved a contract as synced: a push, the agent taking the cloud copy, or a download. */
export type SyncedSource = 'push' | 'cloud-copy' | 'download';

export type ContractSyncedListener = (contract: Contract, source: SyncedSource) => void;

/** For the sync store: which contracts are being synced, and how it ended. */
export type SyncActivity =
  | { type: 'contract-started'; contractId: string }
  /** `outcome` is missing when the sync threw (a device that cannot be read). */
  | { type: 'contract-finished'; contractId: string; outcome?: SyncOutcome }
  | { type: 'all-started' }
  | { type: 'all-finished' };

export function contractPath(contractId: string): string {
  return `${CONTRACTS_PATH}/${encodeURIComponent(contractId)}`;
}

/** 'Sync failed — your contract is safe on this device. The server cannot be reached.' */
export function syncFailedMessage(reason?: string): string {
  const why = reason?.trim() ?? '';
  return why === '' ? `${SYNC_FAILED_MESSAGE}.` : `${SYNC_FAILED_MESSAGE}. ${why}`;
}

export const OFFLINE_REASON = 'This device is offline; it syncs by itself once you are back online and signed in.';
export const UNREACHABLE_REASON = 'The server cannot be reached.';

const syncedListeners = new Set<ContractSyncedListener>();
const activityListeners = new Set<(activity: SyncActivity) => void>();
/** One sync per contract at a time in this tab. */
const inFlight = new Map<string, Promise<SyncOutcome>>();
/** Contracts answered with a 409 that the agent has not resolved yet. */
const awaitingDecision = new Set<string>();
/** Outcomes that mean the server could not be reached at all: the rest of a run would fail the same way. */
const unreachable = new WeakSet<SyncOutcome>();

/** Notified after a contract is saved as synced or replaced by the cloud copy; returns the unsubscribe. */
export function onContractSynced(listener: ContractSyncedListener): () => void {
  syncedListeners.add(listener);
  return () => {
    syncedListeners.delete(listener);
  };
}

export function onSyncActivity(listener: (activity: SyncActivity) => void): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

function emit(activity: SyncActivity): void {
  for (const listener of activityListeners) listener(activity);
}

/** Tells the listeners (the builder, the lists); one that throws does not stop the others. For src/web/sync only. */
export function notifyContractSynced(contract: Contract, source: SyncedSource): void {
  for (const listener of syncedListeners) {
    try {
      listener(contract, source);
    } catch (error) {
      console.error('A listener of synced contracts failed', error);
    }
  }
}

export function isAwaitingDecision(contractId: string): boolean {
  return awaitingDecision.has(contractId);
}


function offline(reason: string, cannotReach = false): SyncOutcome {
  const outcome: SyncOutcome = { kind: 'offline', message: syncFailedMessage(reason) };
  if (cannotReach) unreachable.add(outcome);
  return outcome;
}

const problemsSchema = z.array(
  z.object({ path: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional(), message: z.string() }),
);

/** The server's reason, with the problems of its details that the message does not already name. */
export function refusalMessage(failure: Pick<Extract<ApiFailure, { kind: 'http' }>, 'message' | 'details'>): string {
  const parsed = problemsSchema.safeParse(failure.details);
  if (!parsed.success) return failure.message;
  const extra = parsed.data
    .filter((problem) => !failure.message.includes(problem.message))
    .map(({ path, message }) => {
      const where = Array.isArray(path) ? path.join('.') : (path ?? '');
      return where === '' ? message : `${where}: ${message}`;
    });
  if (extra.length === 0) return failure.message;
  const more = extra.length - 3;
  return `${failure.message} ${extra.slice(0, 3).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

/** The cloud copy in a 409, read loosely and through the upgrade steps like any stored contract. */
const conflictCloudSchema = z.object({
  cloud: z.object({ contract: z.unknown(), version: z.number().int().min(1), syncedAt: z.string() }),
});

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
    const current = await getContract(sent.ContractId);
    if (!current) {
      outcome = { kind: 'missing' };
      return;
    }
    if ((current.ServerVersion ?? 0) > answer.version) {
      outcome = { kind: 'synced', contract: current };
      return;
    }
    // Exactly what was sent (two device copies): anything typed since must stay pending.
    const next = sameContent(current, sent)
      ? markSynced(current, answer.version, answer.syncedAt)
      : { ...current, ServerVersion: answer.version, SyncDate: answer.syncedAt, Changed: true };
    outcome = { kind: 'synced', contract: next };
    await saveContract(next);
  });
  // A write that did not land yet is kept and retried by the storage health store; the server has the contract either way.
  if (outcome.kind === 'synced') {
    awaitingDecision.delete(sent.ContractId);
    notifyContractSynced(outcome.contract, 'push');
  }
  return outcome;
}

async function conflictOutcome(sent: Contract, failure: Extract<ApiFailure, { kind: 'http' }>): Promise<SyncOutcome> {
  const parsed = conflictCloudSchema.safeParse(failure.details);
  const copy = parsed.success ? readCloudCopy(parsed.data.cloud.contract, parsed.data.cloud.version, parsed.data.cloud.syncedAt) : null;
  if (!parsed.success || !copy?.ok) {
    const why = copy && !copy.ok ? ` ${copy.reason}` : '';
    return { kind: 'refused', message: `The cloud has a newer version of this contract, but this app cannot read it.${why}` };
  }
  const device = (await getContract(sent.ContractId)) ?? sent;
  // Only the stamps differ (the same content saved from two places): nothing to choose.
  if (sameCloudContent(device, copy.contract)) {
    return applySynced(device, { contractId: sent.ContractId, version: copy.version, syncedAt: parsed.data.cloud.syncedAt });
  }
  awaitingDecision.add(sent.ContractId);
  return {
    kind: 'conflict',
    device,
    cloud: copy.contract,
    cloudVersion: copy.version,
    differences: differences(device, copy.contract),
  };
}

async function failureOutcome(sent: Contract, failure: ApiFailure, hadToken: boolean): Promise<SyncOutcome> {
  if (failure.kind === 'offline') return offline(UNREACHABLE_REASON, true);
  if (failure.status === 401) {
    const session = useSessionStore.getState();
    // Restored offline and the token could not be had: the session did not end, the server was out of reach.
    if (!hadToken && session.status === 'signed-in' && !session.hasToken) return offline(UNREACHABLE_REASON, true);
    return { kind: 'signed-out' };
  }
  if (failure.status === 409) return conflictOutcome(sent, failure);
  if (failure.status === 400) return { kind: 'refused', message: refusalMessage(failure) };
  if (failure.status >= 500 || failure.status === 429 || failure.status === 408 || failure.code === 'INVALID_RESPONSE') {
    return offline(failure.message);
  }
  return { kind: 'refused', message: refusalMessage(failure) };
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
  // SyncRequest in src/api/contracts.ts; the server checks the shape (a stored contract is always the current one).
  const body = { contract: sent, baseVersion: baseVersion ?? sent.ServerVersion };
  const result = await apiRequest(contractPath(contractId), {
    method: 'PUT', body, schema: syncResponseSchema, timeoutMs: SYNC_PUSH_TIMEOUT_MS,
  });
  if (result.ok) {
    if (result.data.contractId !== contractId) return offline('The server answered for another contract.');
    return applySynced(sent, result.data);
  }
  return failureOutcome(sent, result, session.hasToken);
}

/** Runs `work` as this contract's one sync, telling the store when it starts and ends. */
function track(contractId: string, work: () => Promise<SyncOutcome>): Promise<SyncOutcome> {
  emit({ type: 'contract-started', contractId });
  const running = work().then(
    (outcome) => {
      emit({ type: 'contract-finished', contractId, outcome });
      return outcome;
    },
    (error: unknown) => {
      emit({ type: 'contract-finished', contractId });
      throw error;
    },
  );
  const settled = running.finally(() => {
    if (inFlight.get(contractId) === settled) inFlight.delete(contractId);
  });
  inFlight.set(contractId, settled);
  return settled;
}

async function whenIdle(contractId: string): Promise<void> {
  for (let running = inFlight.get(contractId); running; running = inFlight.get(contractId)) {
    await running.catch(() => undefined);
  }
}

/** Sync w/Cloud for one contract on the device. A second call while one runs shares its answer. */
export function syncContract(contractId: string): Promise<SyncOutcome> {
  return inFlight.get(contractId) ?? track(contractId, () => push(contractId));
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
    awaitingDecision.delete(contractId);
    notifyContractSynced(taken, 'cloud-copy');
    return { kind: 'synced', contract: taken };
  });
  return taken;
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
  emit({ type: 'all-started' });
  try {
    const { contracts } = await listContracts();
    const pending = contracts
      .filter((contract) => contract.Changed)
      .filter((contract) => !(options.skipAwaitingDecision && awaitingDecision.has(contract.ContractId)));
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
        break;
      }
    }
    return summary;
  } finally {
    emit({ type: 'all-finished' });
  }
}

/** Forgets in-flight syncs, conflicts and listeners (tests). */
export function resetContractSyncForTests(): void {
  inFlight.clear();
  awaitingDecision.clear();
  syncedListeners.clear();
}
