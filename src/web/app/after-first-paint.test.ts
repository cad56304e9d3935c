// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, LATEST_MS } from './after-first-paint';

/** A browser's paint timing: `paint(name)` delivers one entry to every observer. */
function fakePaintTiming() {
  const callbacks: ((entries: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (typeof callbacks)[number]) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint: (name: string) =>
      callbacks.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })),
  };
}

/** Animation frames that run only when `frame()` says so. */
function fakeFrames() {
  let queued: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queued.push(callback));
  return {
    frame: () => {
      const now = queued;
      queued = [];
      now.forEach((callback) => callback(performance.now()));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('starts once the first contentful paint is on the display, and only once', async () => {
    const { paint } = fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits two animation frames where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { frame } = fakeFrames();
    const start = vi.fn();
    afterFirstPaint(start);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).not.toHaveBeenCalled();
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after LATEST_MS when nothing is painted', async () => {
    fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    await vi.advanceTimersByTimeAsync(LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a hidden page, which paints nothing', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
