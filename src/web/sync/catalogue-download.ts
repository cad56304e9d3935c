// The work-scope catalogue the screens read, and its download. The status
// banners of every first paint read this store, so the network and device
// work lives in catalogue-transfer.ts, loaded when first needed.
import { createStore, moduleState } from '../lib/app-state';
import type { WorkScope } from '#domain/contract/model';
import { FALLBACK_GUIDE } from '#domain/guides/pdf-guide';
import { readWorkScopesHint, writeWorkScopesHint } from '../storage/catalogue-hint';
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
  load(): Promise<void>;
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

export const useCatalogueStore = createStore<CatalogueState>((set) => ({
  scopes: null,
  downloadedAt: null,
  loaded: false,
  expectScopes: readWorkScopesHint() === true,
  downloading: false,

  async load() {
    const before = downloads.finished;
    const { storedCatalogue, readLastDownload } = await transfer();
    const [stored, lastDownload] = await Promise.all([storedCatalogue(), readLastDownload()]);
    // A download that finished while the device was being read is newer than what was read.
    if (downloads.finished !== before) return;
    const scopes = stored && stored.scopes.length > 0 ? stored.scopes : null;
    remember(scopes);
    set({ scopes, downloadedAt: lastDownload ?? stored?.downloadedAt ?? null, loaded: true });
  },

  download(options = {}) {
    // One download at a time: a second press shares the first one's answer.
    if (downloads.running) return downloads.running;
    set({ downloading: true });
    const current = transfer()
      .then(({ download }) => download(options))
      .then(({ scopes, ...result }) => {
        if (result.ok) {
          downloads.finished += 1;
          if (scopes) remember(scopes);
          set({
            downloadedAt: result.downloadedAt,
            loaded: true,
            ...(scopes ? { scopes: scopes.length > 0 ? scopes : null } : {}),
          });
          // Guides fetched now are kept by the service worker: they open offline later.
          if (scopes) void import('./guide-download').then(({ precacheGuides }) => precacheGuides(guideNames(scopes)));
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
