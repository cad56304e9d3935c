// The work-scope catalogue kept on this device: one row, replaced as a whole by one put in one transaction, so a
// failed write leaves the previous catalogue as it was. Scopes that fail the wire schema on read go to quarantine
// and the rest still serve the picker (an agent offline is better served by 299 readable scopes than by none).
import { z } from 'zod';
import { priceBookVersionSchema } from '#api/price-book';
import { priceFloorsSchema } from '#api/price-floors';
import type { PriceFloors } from '#domain/approval/price-floors';
import { workScopeSchema } from '#api/workscopes';
import type { PriceBookVersion } from '#domain/catalogue/price-book';
import type { WorkScope } from '#domain/contract/model';
import {
  CURRENT_CATALOGUE_ID,
  getDeviceDatabase,
  nowIso,
  type QuarantineEntry,
  type StoredCatalogueRow,
} from './device-database';

export interface StoredCatalogue {
  scopes: WorkScope[];
  /** The server's ETag for If-None-Match; null when unknown. */
  etag: string | null;
  /** ISO timestamp of the download. */
  downloadedAt: string;
  /** The price book `scopes` are; absent when downloaded before price books. */
  priceBook?: { version: number; effectiveOn: string };
  /** The versions published after it (docs/decisions/047-price-book-versions.md). */
  upcoming?: PriceBookVersion[];
  /** The office's price floors sent with it (docs/decisions/055-price-floors.md); absent from older servers. */
  floors?: PriceFloors;
}

const rowSchema = z.object({
  scopes: z.array(z.unknown()),
  etag: z.string().nullable(),
  downloadedAt: z.string().min(1),
  priceBook: z.object({ version: z.number().int().positive(), effectiveOn: z.iso.date() }).optional(),
  upcoming: z.array(z.unknown()).optional(),
  floors: z.unknown().optional(),
});

/** The upcoming versions that can be read; an unreadable one is left out (the next download brings it again). */
function readUpcoming(raw: readonly unknown[] | undefined): Pick<StoredCatalogue, 'upcoming'> & { lost: boolean } {
  if (raw === undefined) return { lost: false };
  const upcoming = raw.flatMap((candidate) => {
    const version = priceBookVersionSchema.safeParse(candidate);
    return version.success ? [version.data] : [];
  });
  return { upcoming, lost: upcoming.length < raw.length };
}

interface CatalogueReading {
  catalogue: StoredCatalogue | null;
  /** What the tidy-up writes: a row without its unreadable scopes, or nothing (the row is dropped). */
  replacement?: StoredCatalogueRow | null;
  quarantine?: QuarantineEntry;
}

function readRow(raw: unknown, at: string): CatalogueReading {
  if (raw === undefined) return { catalogue: null };
  const row = rowSchema.safeParse(raw);
  if (!row.success) {
    return {
      catalogue: null,
      replacement: null,
      quarantine: {
        source: 'catalogue',
        raw,
        reason: `The stored catalogue could not be read: ${row.error.message}`,
        at,
      },
    };
  }
  const scopes: WorkScope[] = [];
  const unreadable: unknown[] = [];
  for (const candidate of row.data.scopes) {
    const scope = workScopeSchema.safeParse(candidate);
    if (scope.success) scopes.push(scope.data);
    else unreadable.push(candidate);
  }
  const { lost, ...upcoming } = readUpcoming(row.data.upcoming);
  const floors = row.data.floors === undefined ? undefined : priceFloorsSchema.safeParse(row.data.floors);
  const versions = {
    ...(row.data.priceBook ? { priceBook: row.data.priceBook } : {}),
    ...upcoming,
    ...(floors?.success ? { floors: floors.data } : {}),
  };
  // Without its ETag, the next download fetches the whole catalogue again (and its floors).
  const etag = lost || floors?.success === false ? null : row.data.etag;
  if (unreadable.length === 0) return { catalogue: { scopes, etag, downloadedAt: row.data.downloadedAt, ...versions } };
  const catalogue: StoredCatalogue = { scopes, etag: null, downloadedAt: row.data.downloadedAt, ...versions };
  const reason = `${unreadable.length} stored work scope(s) could not be read and were left out of the catalogue.`;
  return {
    catalogue: scopes.length > 0 ? catalogue : null,
    replacement: scopes.length > 0 ? { id: CURRENT_CATALOGUE_ID, ...catalogue } : null,
    quarantine: { source: 'catalogue', raw: unreadable, reason, at },
  };
}

/** The stored catalogue, or null when none has been downloaded (or none of it can be read). */
export async function loadStoredCatalogue(): Promise<StoredCatalogue | null> {
  const db = getDeviceDatabase();
  const read = async () => readRow(await db.catalogue.get(CURRENT_CATALOGUE_ID), nowIso());
  try {
    return await db.transaction('rw', db.catalogue, db.quarantine, async () => {
      const reading = await read();
      if (reading.quarantine) {
        await db.quarantine.add(reading.quarantine);
        if (reading.replacement) await db.catalogue.put(reading.replacement);
        else await db.catalogue.delete(CURRENT_CATALOGUE_ID);
      }
      return reading.catalogue;
    });
  } catch {
    // The tidy-up could not be written (storage full): still serve what can be read.
    return (await read()).catalogue;
  }
}

/** Replaces the stored catalogue in one transaction: all of it lands, or the previous one stays. */
export async function saveCatalogue(catalogue: StoredCatalogue): Promise<void> {
  const db = getDeviceDatabase();
  const row: StoredCatalogueRow = { id: CURRENT_CATALOGUE_ID, ...catalogue };
  await db.transaction('rw', db.catalogue, () => db.catalogue.put(row));
}
