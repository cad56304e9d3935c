import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_MESSAGE,
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  failedModuleUrl,
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

describe('a chunk whose failed fetch the browser remembers', () => {
  const CHUNK = 'http://192.168.1.20:3000/assets/goals-step-Bx9c2Lq1.js';

  it('is named by Chromium and Firefox, not by Safari', () => {
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=2`))).toBe(CHUNK);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('offline')).toBeNull();
  });

  it('is asked again at an address of its own, where the same import() would fail at once', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`));
    const importUrl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=1`))
      .mockResolvedValue(chunk);
    const result = retryImport(load, { importUrl });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe(chunk);
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls).toEqual([[`${CHUNK}?retry=1`], [`${CHUNK}?retry=2`]]);
  });

  it('is imported again the same way where the error does not name it', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue(chunk);
    const importUrl = vi.fn();
    const result = retryImport(load, { importUrl });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(chunk);
    expect(importUrl).not.toHaveBeenCalled();
  });
});
