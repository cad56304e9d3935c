// Fetching the state rules in force at the end of every Sync all, and keeping them for offline use.
import { getStateRules } from '#api/endpoints/state-rules-endpoints';
import { writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { STATE_RULES_WRITE_LABEL } from '../storage/write-lanes';
import { callEndpoint } from './api-client';
import { takeDownloadedStateRules } from './state-rules';

/** False when they could not be fetched: the rules the device holds stand. */
export async function downloadStateRules(now: () => Date = () => new Date()): Promise<boolean> {
  const result = await callEndpoint(getStateRules, {});
  if (!result.ok || !result.data || result.data.rules.length === 0) return false;
  const stored = { rules: result.data.rules, earlier: result.data.earlier, downloadedAt: now().toISOString() };
  takeDownloadedStateRules(stored);
  await guardedWrite(STATE_RULES_WRITE_LABEL, () => writeMeta('stateRules', stored));
  return true;
}
