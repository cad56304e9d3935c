// Downloading the price book in effect and those due after it (Download Latest Work Scopes, every Sync all). Only a
// complete, valid download replaces the stored one: a failure, an answer off the schema or a 304 (the stored ETag
// goes as If-None-Match) leave it as it was. Screens read catalogue-download.ts, which loads this when needed.
import { priceBookResponseSchema } from '#api/price-book';
import { getPriceBook } from '#api/endpoints/price-book-endpoints';
import type { PriceFloors } from '#domain/approval/price-floors';
import { localIsoDate, versionInEffect, type PriceBookVersion } from '#domain/catalogue/price-book';
import { loadStoredCatalogue, saveCatalogue, type StoredCatalogue } from '../storage/catalogue-storage';
import { readMeta, writeMeta } from '../storage/meta-storage';
import { guardedWrite } from '../storage/storage-health-store';
import { callEndpoint } from './api-client';
import type { ApiFailure } from './http-request';
import { CATALOGUE_WRITE_LABEL, LAST_DOWNLOAD_WRITE_LABEL } from '../storage/write-lanes';

export const UP_TO_DATE_MESSAGE = 'Your work scopes are up to date.';

export type CatalogueDownloadResult =
  | {
      ok: true;
      status: 'updated' | 'unchanged';
      downloadedAt: string;
      count: number;
      message: string;
      /** False when the device could not store it yet: it is kept in memory and retried (see storage health). */
      saved: boolean;
    }
  | { ok: false; message: string };

export function downloadedMessage(count: number): string {
  return `Work scopes downloaded: ${count} scope${count === 1 ? '' : 's'}.`;
}

export function downloadFailedMessage(reason: string): string {
  return `Could not download the work scopes: ${reason}. Your saved work scopes are unchanged.`;
}

/** 'The server cannot be reached. Check …' -> 'the server cannot be reached. Check …' without the last full stop. */
function asReason(message: string): string {
  const trimmed = message.trim().replace(/[.\s]+$/, '');
  if (trimmed === '') return 'the server answered with an error';
  const startsWord = /^[A-Z][a-z]/.test(trimmed);
  return startsWord ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
}

function failureReason(failure: ApiFailure): string {
  if (failure.kind === 'offline') return 'the server cannot be reached';
  if (failure.status === 401) return 'you are not signed in; sign in and try again';
  if (failure.code === 'INVALID_RESPONSE') return 'the server sent work scopes this app cannot read';
  return asReason(failure.message);
}

export async function storedCatalogue(): Promise<StoredCatalogue | null> {
  try {
    return await loadStoredCatalogue();
  } catch {
    return null;
  }
}

export interface DownloadOptions {
  now?: () => Date;
  signal?: AbortSignal;
}

export type DownloadOutcome = CatalogueDownloadResult & { catalogue?: StoredCatalogue };

/** What is stored of a download: the version in effect today as the scopes, the later ones to come. */
function toStore(
  { versions, floors }: { versions: PriceBookVersion[]; floors?: PriceFloors | undefined },
  today: string,
  etag: string | null,
  downloadedAt: string,
) {
  const current = versionInEffect(versions, today);
  if (!current) return null;
  return {
    scopes: current.scopes,
    etag,
    downloadedAt,
    priceBook: { version: current.version, effectiveOn: current.effectiveOn },
    upcoming: versions.filter((version) => version.version > current.version),
    ...(floors ? { floors } : {}),
  } satisfies StoredCatalogue;
}

export async function download({ now = () => new Date(), signal }: DownloadOptions): Promise<DownloadOutcome> {
  const stored = await storedCatalogue();
  const etag = stored && stored.scopes.length > 0 ? stored.etag : null;
  const result = await callEndpoint(
    getPriceBook,
    {},
    { headers: etag ? { 'if-none-match': etag } : {}, ...(signal ? { signal } : {}) },
  );
  if (!result.ok) return { ok: false, message: downloadFailedMessage(failureReason(result)) };

  const downloadedAt = now().toISOString();
  if (result.status === 304) {
    if (!stored)
      return {
        ok: false,
        message: downloadFailedMessage('the server answered for a catalogue this device does not have'),
      };
    const saved = await guardedWrite(LAST_DOWNLOAD_WRITE_LABEL, () => writeMeta('lastDownload', downloadedAt));
    return {
      ok: true,
      status: 'unchanged',
      downloadedAt,
      count: stored.scopes.length,
      message: UP_TO_DATE_MESSAGE,
      saved,
      catalogue: stored,
    };
  }

  const parsed = priceBookResponseSchema.safeParse(result.data);
  const catalogue = parsed.success
    ? toStore(parsed.data, localIsoDate(now()), result.headers.get('etag'), downloadedAt)
    : null;
  if (!catalogue)
    return { ok: false, message: downloadFailedMessage('the server sent work scopes this app cannot read') };
  const { scopes } = catalogue;
  const saved = await guardedWrite(CATALOGUE_WRITE_LABEL, () => saveCatalogue(catalogue));
  // The time is written only once the catalogue it dates has landed (a pending write is retried by the health store).
  const timeSaved = saved
    ? await guardedWrite(LAST_DOWNLOAD_WRITE_LABEL, () => writeMeta('lastDownload', downloadedAt))
    : false;
  return {
    ok: true,
    status: 'updated',
    downloadedAt,
    count: scopes.length,
    message: downloadedMessage(scopes.length),
    saved: saved && timeSaved,
    catalogue,
  };
}

/**
 * GET /api/price-book and store the answer. Never throws for an expected
 * failure; on any failure nothing is written and the previous catalogue stays.
 */
export async function downloadWorkScopes(options: DownloadOptions = {}): Promise<CatalogueDownloadResult> {
  const { catalogue: _catalogue, ...result } = await download(options);
  return result;
}

/** When the catalogue was last downloaded or checked, as stored; null when unknown or unreadable. */
export function readLastDownload(): Promise<string | null> {
  return readMeta('lastDownload').catch(() => null);
}
