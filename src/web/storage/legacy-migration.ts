// Moves the original product's localStorage data (docs/product-rules.md#device-storage) into the device database
// once, in one transaction, removing the keys only after it commits: a failed migration loses nothing and runs again.
// Same ContractId: the device's copy wins (this app wrote it, so it is newer) and the legacy one goes to quarantine.
import { CURRENT_CATALOGUE_ID, getDeviceDatabase, nowIso, type MetaRow } from './device-database';
import { withDeviceLock } from './device-lock';
import { LEGACY_KEYS, planMigration, type LegacyPlan, type LegacyValues } from './legacy-plan';
import type { MetaKey } from './meta-storage';

export interface MigrationReport {
  migrated: { contracts: number; catalogue: boolean; lastDownload: boolean; lastAgent: boolean; session: boolean };
  quarantined: number;
  /** Why nothing was migrated (the legacy keys are all still there). */
  failed?: string;
}

function emptyReport(): MigrationReport {
  return {
    migrated: { contracts: 0, catalogue: false, lastDownload: false, lastAgent: false, session: false },
    quarantined: 0,
  };
}

/** Writes the plan in one transaction; data already on the device wins. */
async function writePlan(plan: LegacyPlan, at: string): Promise<MigrationReport> {
  const db = getDeviceDatabase();
  return db.transaction('rw', [db.contracts, db.catalogue, db.meta, db.quarantine], async () => {
    const report = emptyReport();
    const quarantine = [...plan.quarantine];

    const onDevice = await db.contracts.bulkGet(plan.contracts.map(({ contract }) => contract.ContractId));
    const fresh = plan.contracts
      .filter(({ contract, raw }, index) => {
        if (onDevice[index] === undefined) return true;
        const reason = `Contract ${contract.ContractId} was already on this device; the device's copy was kept.`;
        quarantine.push({ source: 'legacy:contracts', raw, reason, at });
        return false;
      })
      .map(({ contract }) => contract);
    if (fresh.length > 0) await db.contracts.bulkPut(fresh);
    report.migrated.contracts = fresh.length;

    if (plan.scopes && (await db.catalogue.get(CURRENT_CATALOGUE_ID)) === undefined) {
      await db.catalogue.put({
        id: CURRENT_CATALOGUE_ID,
        scopes: plan.scopes,
        etag: null,
        downloadedAt: plan.lastDownload ?? at,
      });
      report.migrated.catalogue = true;
    }

    const meta: MetaRow[] = [];
    const addMeta = async (key: MetaKey & keyof MigrationReport['migrated'], value: unknown) => {
      if (value === null || (await db.meta.get(key)) !== undefined) return;
      meta.push({ key, value });
      report.migrated[key] = true;
    };
    await addMeta('lastDownload', plan.lastDownload);
    await addMeta('lastAgent', plan.lastAgent);
    await addMeta('session', plan.session);
    if (meta.length > 0) await db.meta.bulkPut(meta);

    if (quarantine.length > 0) await db.quarantine.bulkAdd(quarantine);
    report.quarantined = quarantine.length;
    return report;
  });
}

function describe(error: unknown): string {
  // Dexie appends the wrapped error on further lines: the first says it.
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (text.split('\n')[0] ?? text).replace(/[.\s]+$/, '');
}

async function migrate(storage: Storage): Promise<MigrationReport> {
  const values: LegacyValues = {};
  for (const key of LEGACY_KEYS) {
    const value = storage.getItem(key);
    if (value !== null) values[key] = value;
  }
  const present = LEGACY_KEYS.filter((key) => values[key] !== undefined);
  if (present.length === 0) return emptyReport();

  const at = nowIso();
  const report = await writePlan(planMigration(values, at), at);
  // Only now that everything is stored: the old keys go.
  const notRemoved = present.filter((key) => {
    try {
      storage.removeItem(key);
      return false;
    } catch {
      return true;
    }
  });
  if (notRemoved.length > 0)
    report.failed = `Migrated, but the old keys ${notRemoved.join(', ')} could not be removed.`;
  return report;
}

/** Migrates the original product's localStorage data into the device database.
 * With no legacy keys it does nothing; on failure nothing is removed and the
 * report says why, so the next start tries again. */
export async function migrateLegacyStorage(storage?: Storage): Promise<MigrationReport> {
  try {
    const source = storage ?? window.localStorage;
    // One tab at a time (two tabs opened at once), on any origin.
    return await withDeviceLock('contract-builder:legacy-migration', () => migrate(source));
  } catch (error) {
    return {
      ...emptyReport(),
      failed: `The data of the previous version could not be moved: ${describe(error)}. Nothing was lost; it is tried again on the next start.`,
    };
  }
}
