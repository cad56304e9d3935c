// Cloud Contracts: searching the cloud (GET /api/contracts) and downloading one onto the device (GET
// /api/contracts/:id), upgraded like any stored contract and saved as synced at the cloud's version. A device copy
// with unsynced changes is never silently replaced: it comes back as 'pending-changes', for a conflict's choice.
import type { ContractSearchQueryInput, ContractSearchResponse } from '#api/contract-calls';
import { callPath } from '#api/endpoint';
import { downloadContract, searchContracts } from '#api/endpoints/contract-endpoints';
import { contractIdSchema } from '#api/contract-schema';
import { differences, sameCloudContent, type ContractDifference } from '#domain/contract/differences';
import type { Contract } from '#domain/contract/model';
import { getContract, saveContract } from '../storage/contract-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { callEndpoint } from './api-client';
import { OFFLINE_MESSAGE } from './request-messages';
import type { ApiResult } from './http-request';
import { contractWriteLabel } from '../storage/write-lanes';
import { readCloudCopy } from './contract-sync';
import { notifyContractSynced } from './contract-sync-events';
import { useSessionStore } from './session-store';
import { isOnline } from './online';

export const CLOUD_SIGN_IN_MESSAGE = 'Please sign in to load contracts from the cloud.';
export const PENDING_CHANGES_MESSAGE =
  'This contract has changes on this device that are not synced yet. Choose which copy to keep.';

export interface CloudSearchQuery {
  last?: string;
  description?: string;
  page?: number;
}

export type CloudDownloadResult =
  | {
      ok: true;
      contract: Contract;
      version: number;
      /** False when the device could not store it yet (kept and retried). */ saved: boolean;
    }
  | {
      ok: false;
      reason: 'pending-changes';
      message: string;
      /** The device copy with changes not synced: keepDeviceCopy(contractId, cloudVersion) or takeCloudCopy(cloud, cloudVersion). */
      device: Contract;
      cloud: Contract;
      cloudVersion: number;
      differences: ContractDifference[];
    }
  | { ok: false; reason: 'offline' | 'signed-out' | 'not-found' | 'unreadable' | 'failed'; message: string };

/** The query as sent: filters trimmed, blank ones left out, the page from 1. */
function searchQuery(query: CloudSearchQuery): ContractSearchQueryInput {
  const last = query.last?.trim() ?? '';
  const description = query.description?.trim() ?? '';
  const page = query.page !== undefined && Number.isFinite(query.page) ? Math.max(1, Math.floor(query.page)) : 1;
  return { ...(last === '' ? {} : { last }), ...(description === '' ? {} : { description }), page };
}

/** '/api/contracts?last=smith&page=2': blank filters are left out. */
export function searchPath(query: CloudSearchQuery): string {
  return callPath(searchContracts, { query: searchQuery(query) });
}

/**
 * One page of the cloud search, checked against the schema. Not signed in or
 * offline: a failure without a request. Aborting `signal` (a newer search
 * replaced this one) rejects with the AbortError, as fetch does.
 */
export async function searchCloudContracts(
  query: CloudSearchQuery,
  signal?: AbortSignal,
): Promise<ApiResult<ContractSearchResponse>> {
  if (!isOnline()) return { ok: false, kind: 'offline', message: OFFLINE_MESSAGE };
  if (useSessionStore.getState().status !== 'signed-in') {
    return { ok: false, kind: 'http', status: 401, code: 'UNAUTHORIZED', message: CLOUD_SIGN_IN_MESSAGE };
  }
  return callEndpoint(searchContracts, { query: searchQuery(query) }, signal ? { signal } : {});
}

function failed(message: string): string {
  return `Could not download the contract: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;
}

/** Downloads a cloud contract onto the device, ready for the builder (replace it there). */
export async function downloadCloudContract(contractId: string): Promise<CloudDownloadResult> {
  if (!contractIdSchema.safeParse(contractId).success) {
    return { ok: false, reason: 'not-found', message: failed(`There is no contract ${contractId} in the cloud.`) };
  }
  if (!isOnline()) return { ok: false, reason: 'offline', message: failed(OFFLINE_MESSAGE) };
  if (useSessionStore.getState().status !== 'signed-in')
    return { ok: false, reason: 'signed-out', message: CLOUD_SIGN_IN_MESSAGE };

  // Read as cloudCopyReadSchema: the contract goes through the upgrade steps, so an older or newer shape still loads.
  const result = await callEndpoint(downloadContract, { params: { contractId } });
  if (!result.ok) {
    if (result.kind === 'offline') return { ok: false, reason: 'offline', message: failed(result.message) };
    if (result.status === 401) return { ok: false, reason: 'signed-out', message: CLOUD_SIGN_IN_MESSAGE };
    if (result.status === 404) return { ok: false, reason: 'not-found', message: failed(result.message) };
    return { ok: false, reason: 'failed', message: failed(result.message) };
  }
  const copy = readCloudCopy(result.data.contract, result.data.version, result.data.syncedAt);
  if (!copy.ok) return { ok: false, reason: 'unreadable', message: failed(copy.reason) };
  if (copy.contract.ContractId !== contractId) {
    return { ok: false, reason: 'unreadable', message: failed('The server answered with another contract.') };
  }
  const cloud = copy.contract;

  // Decided in the contract's write lane, so an autosave cannot land between the check and the write.
  let pending: Contract | null = null;
  const saved = await guardedWrite(contractWriteLabel(contractId), async () => {
    const device = await getContract(contractId);
    pending = device && device.Changed && !sameCloudContent(device, cloud) ? device : null;
    if (!pending) await saveContract(cloud);
  });
  const device: Contract | null = pending;
  if (device) {
    return {
      ok: false,
      reason: 'pending-changes',
      message: PENDING_CHANGES_MESSAGE,
      device,
      cloud,
      cloudVersion: copy.version,
      differences: differences(device, cloud),
    };
  }
  notifyContractSynced(cloud, 'download');
  return { ok: true, contract: cloud, version: copy.version, saved };
}
