// Chunk imports with retries: on a weak tablet signal a chunk's first fetch can fail, so it is tried again, backing
// off, for 120 s (docs/product-rules.md#limits-and-timings). Browsers keep a failed fetch, so a chunk the error names
// is asked again at `?retry=N`; Safari names none, and there the error page's Reload is the way on.

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const CHUNK_LOAD_MESSAGE = 'This part of the app could not be loaded. Check the connection and reload.';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(options?: { cause?: unknown }) {
    super(CHUNK_LOAD_MESSAGE, options);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

export interface RetryOptions {
  timeoutMs?: number;
  firstDelayMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Imports a module by its address (the browser's import(); tests pass their own). */
  importUrl?: (url: string) => Promise<unknown>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const importByUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/** The address of the module a failed import() names, as Chromium and Firefox write it; null where none is named. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  const url = /\b(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(message)?.[1];
  return url ?? null;
}

/** The chunk at an address of its own for this try, past the browser's memory of the failed fetch. */
export function retryUrl(url: string, attempt: number): string {
  return `${url}?retry=${attempt}`;
}

/** Calls `load` until it resolves, backing off exponentially, for at most `timeoutMs`. */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
    firstDelayMs = FIRST_RETRY_DELAY_MS,
    now = Date.now,
    sleep = wait,
    importUrl = importByUrl,
  } = options;
  const startedAt = now();
  let delay = firstDelayMs;
  let failedUrl: string | null = null;
  for (let attempt = 0; ; attempt++) {
    try {
      // The module of another address is the same chunk: its exports are what `load` gives.
      return failedUrl === null ? await load() : ((await importUrl(retryUrl(failedUrl, attempt))) as T);
    } catch (error) {
      failedUrl ??= failedModuleUrl(error);
      const remaining = timeoutMs - (now() - startedAt);
      if (remaining <= 0) throw new ChunkLoadError({ cause: error });
      // The last wait is cut short so the final try lands at the time-out.
      await sleep(Math.min(delay, remaining));
      delay *= 2;
    }
  }
}
