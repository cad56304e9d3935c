// Fetching the company's details at the end of every Sync all, and keeping them for offline use.
import { getCompany } from '#api/endpoints/company-endpoints';
import { writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { COMPANY_WRITE_LABEL } from '../storage/write-lanes';
import { callEndpoint } from './api-client';
import { takeDownloadedCompany } from './company';

/** False when they could not be fetched or the office has saved none: what the device holds stands. */
export async function downloadCompany(now: () => Date = () => new Date()): Promise<boolean> {
  const result = await callEndpoint(getCompany, {});
  if (!result.ok || !result.data.company) return false;
  const stored = { company: result.data.company, downloadedAt: now().toISOString() };
  takeDownloadedCompany(stored);
  await guardedWrite(COMPANY_WRITE_LABEL, () => writeMeta('company', stored));
  return true;
}
