// Fetching the office's recorded cancellations at the end of every Sync all, and keeping them for offline use.
import { listMyCancellations } from '#api/endpoints/contract-endpoints';
import { writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { CANCELLATIONS_WRITE_LABEL } from '../storage/write-lanes';
import { callEndpoint } from './api-client';
import { takeDownloadedCancellations } from './cancellations';

/** False when they could not be fetched: the kept ones stand. */
export async function downloadCancellations(now: () => Date = () => new Date()): Promise<boolean> {
  const result = await callEndpoint(listMyCancellations, {});
  if (!result.ok) return false;
  const stored = {
    byContract: Object.fromEntries(
      result.data.cancellations.map(({ contractId, noticeDate }) => [contractId, { noticeDate }]),
    ),
    downloadedAt: now().toISOString(),
  };
  takeDownloadedCancellations(stored);
  await guardedWrite(CANCELLATIONS_WRITE_LABEL, () => writeMeta('cancellations', stored));
  return true;
}
