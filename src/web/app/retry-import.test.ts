import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_MESSAGE,
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  isChunkLoadError,
  retryImport,
} from './retry-import';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const chunk = { default: 'the screen' };

describe('retryImport', () => {
  it('answers at once when the chunk loads', async () => {
    const load = vi.fn().mockResolvedValue(chunk);
    await expect(retryImport(load)).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after 1, 2 and 4 seconds', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(chunk);
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(load).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toBe(chunk);
  });

  it('gives up with a clear message once 120 s have passed', async () => {
    const cause = new Error('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValue(cause);
    const result = retryImport(load);
    const settled = result.catch((error: unknown) => error);

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let finished = false;
    void settled.then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as Error).message).toBe(CHUNK_LOAD_MESSAGE);
    expect((error as Error).cause).toBe(cause);
    // Tries at 0, 1, 3, 7, 15, 31, 63 s and a last one at 120 s.
    expect(load).toHaveBeenCalledTimes(8);
  });
});
