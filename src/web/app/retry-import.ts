// The app's parts are separate chunks. On a tablet with a weak signal the first
// fetch of a chunk can fail; instead of an error at once, the import is
// tried again after 1, 2, 4, 8 ... seconds until 120 s have passed (the chunk
// load time-out of docs/product-rules.md#limits-and-timings), then it fails
// with a message the agent can act on.

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
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` until it resolves, backing off exponentially, for at most `timeoutMs`. */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const {
    timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
    firstDelayMs = FIRST_RETRY_DELAY_MS,
    now = Date.now,
    sleep = wait,
  } = options;
  const startedAt = now();
  let delay = firstDelayMs;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      const remaining = timeoutMs - (now() - startedAt);
      if (remaining <= 0) throw new ChunkLoadError({ cause: error });
      // The last wait is cut short so the final try lands at the time-out.
      await sleep(Math.min(delay, remaining));
      delay *= 2;
    }
  }
}
