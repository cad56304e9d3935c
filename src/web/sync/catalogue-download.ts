// The catalogue the screens read: of the price books the device holds, the one in effect on the tablet's calendar
// today; at midnight the next takes over, offline too (docs/decisions/047-price-book-versions.md). The network and
// device work lives in catalogue-transfer.ts, loaded when first needed, so every first paint's banners stay light.
import { createStore, moduleState } from '../lib/app-state';
import type { WorkScope } from '#domain/contract/model';
import type { PriceFloors } from '#domain/approval/price-floors';
import { localIsoDate, nextVersion, versionInEffect, type PriceBookVersion } from '#domain/catalogue/price-book';
import { FALLBACK_GUIDE } from '#domain/guides/pdf-guide';
import { readWorkScopesHint, writeWorkScopesHint } from '../storage/catalogue-hint';
import type { StoredCatalogue } from '../storage/catalogue-storage';
import type { CatalogueDownloadResult, DownloadOptions } from './catalogue-transfer';

const transfer = () => import('./catalogue-transfer');

export interface CatalogueState {
  /** The stored work scopes ('__HIDDEN' included; the picker leaves it out), or null when none. */
  scopes: WorkScope[] | null;
  /** ISO timestamp of the last successful download or check (Data Transfer's 'Last Update'). */
  downloadedAt: string | null;
  /** True once load() has read the device. */
  loaded: boolean;
  /** Before load(): whether this device held work scopes when it last knew (catalogue-hint.ts). */
  expectScopes: boolean;
  /** A download is running (spinner; the button stays disabled). */
  downloading: boolean;
  /** The price book `scopes` are; null for a catalogue downloaded before price books. */
  priceBook: { version: number; effectiveOn: string } | null;
  /** The version due next on this device, or null. */
  next: { version: number; effectiveOn: string; note: string } | null;
  /** Every version the device holds (the one in effect and those due after it). */
  versions: PriceBookVersion[];
  /** The office's price floors that came with it; null when the server sent none (docs/decisions/055-price-floors.md). */
  floors: PriceFloors | null;
  load(): Promise<void>;
  /** Takes the version in effect today again (after midnight, or when the page comes back). */
  refreshDay(): void;
  download(options?: DownloadOptions): Promise<CatalogueDownloadResult>;
}

const downloads = moduleState(() => ({
  running: null as Promise<CatalogueDownloadResult> | null,
  /** Bumped by every finished download, so a slower load() cannot put older scopes back. */
  finished: 0,
}));

function remember(scopes: WorkScope[] | null): void {
  writeWorkScopesHint(scopes !== null && scopes.length > 0);
}

type DayState = Pick<CatalogueState, 'scopes' | 'priceBook' | 'next' | 'versions'>;

/** What the screens read of a stored catalogue on `today`. */
export function catalogueOn(catalogue: StoredCatalogue, today: string): DayState & Pick<CatalogueState, 'floors'> {
  const versions = catalogue.priceBook
    ? [{ ...catalogue.priceBook, note: '', scopes: catalogue.scopes }, ...(catalogue.upcoming ?? [])]
    : [];
  return {
    ...pickDay(versions, today),
    versions,
    ...(versions.length === 0 ? { scopes: nonEmpty(catalogue.scopes) } : {}),
    floors: catalogue.floors ?? null,
  };
}

function nonEmpty(scopes: WorkScope[]): WorkScope[] | null {
  return scopes.length > 0 ? scopes : null;
}

function pickDay(versions: PriceBookVersion[], today: string): Omit<DayState, 'versions'> {
  const current = versionInEffect(versions, today);
  const next = nextVersion(versions, today);
  return {
    scopes: current ? nonEmpty(current.scopes) : null,
    priceBook: current ? { version: current.version, effectiveOn: current.effectiveOn } : null,
    next: next ? { version: next.version, effectiveOn: next.effectiveOn, note: next.note } : null,
  };
}

const day = moduleState(() => ({ timer: null as ReturnType<typeof setTimeout> | null, listening: false }));

/**
 * Re-reads the day just after the next local midnight, and again every midnight after; and whenever the page comes
 * back into view (a tablet asleep over midnight runs no timer).
 */
function watchMidnight(refresh: () => void): void {
  if (!day.listening && typeof document !== 'undefined') {
    day.listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') refresh();
    });
  }
  if (day.timer !== null) return;
  const now = new Date();
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
  day.timer = setTimeout(() => {
    day.timer = null;
    refresh();
    watchMidnight(refresh);
  }, midnight.getTime() - now.getTime());
}

export const useCatalogueStore = createStore<CatalogueState>((set) => ({
  scopes: null,
  downloadedAt: null,
  loaded: false,
  expectScopes: readWorkScopesHint() === true,
  downloading: false,
  priceBook: null,
  next: null,
  versions: [],
  floors: null,

  refreshDay() {
    const { versions } = useCatalogueStore.getState();
    if (versions.length === 0) return;
    const picked = pickDay(versions, localIsoDate(new Date()));
    remember(picked.scopes);
    set(picked);
  },

  async load() {
    const before = downloads.finished;
    const { storedCatalogue, readLastDownload } = await transfer();
    const [stored, lastDownload] = await Promise.all([storedCatalogue(), readLastDownload()]);
    // A download that finished while the device was being read is newer than what was read.
    if (downloads.finished !== before) return;
    const held = stored ? catalogueOn(stored, localIsoDate(new Date())) : { scopes: null };
    remember(held.scopes);
    set({ ...held, downloadedAt: lastDownload ?? stored?.downloadedAt ?? null, loaded: true });
    watchMidnight(() => useCatalogueStore.getState().refreshDay());
  },

  download(options = {}) {
    // One download at a time: a second press shares the first one's answer.
    if (downloads.running) return downloads.running;
    set({ downloading: true });
    const current = transfer()
      .then(({ download }) => download(options))
      .then(({ catalogue, ...result }) => {
        if (result.ok) {
          downloads.finished += 1;
          const held = catalogue ? catalogueOn(catalogue, localIsoDate(new Date())) : null;
          if (held) remember(held.scopes);
          set({ downloadedAt: result.downloadedAt, loaded: true, ...held });
          watchMidnight(() => useCatalogueStore.getState().refreshDay());
          // Guides fetched now are kept by the service worker: they open offline later (those of versions due too).
          if (catalogue) {
            const every = [catalogue.scopes, ...(catalogue.upcoming ?? []).map((version) => version.scopes)].flat();
            void import('./guide-download').then(({ precacheGuides }) => precacheGuides(guideNames(every)));
          }
        }
        return result;
      })
      .finally(() => {
        downloads.running = null;
        set({ downloading: false });
      });
    downloads.running = current;
    return current;
  },
}));

/** Every guide a project of this catalogue can open, the fallback included. */
export function guideNames(scopes: readonly WorkScope[]): string[] {
  return [...new Set([FALLBACK_GUIDE, ...scopes.flatMap((scope) => (scope.pdf ? [scope.pdf] : []))])];
}

/**
 * True when the 'No work scopes!' banner should show: once the device has been
 * read, when it holds none; before that, unless it held some last time.
 */
export function selectNoWorkScopes(state: Pick<CatalogueState, 'loaded' | 'scopes' | 'expectScopes'>): boolean {
  if (!state.loaded) return !state.expectScopes;
  return state.scopes === null || state.scopes.length === 0;
}
