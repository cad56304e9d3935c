// Tests of what autosave writes: each test starts on a new tablet with the
// builder loaded and autosave running, and ends with what autosave still held
// written and stopped.
import { afterEach, beforeEach, vi } from 'vitest';
import { flushAutosave, startAutosave } from '../contract-in-progress/autosave';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { resetWebState } from './web-state';

async function loadBuilderAndAutosave(): Promise<() => void> {
  useBuilderStore.setState({ contract: null, loaded: false });
  await useBuilderStore.getState().load();
  return startAutosave();
}

/**
 * `fakeDebounceClock` fakes only the debounce's timers and Date; IndexedDB
 * keeps its own clock. Returns `reload`: the page loaded again, the builder
 * reading what autosave wrote.
 */
export function eachTestWithAutosave(options: { fakeDebounceClock?: boolean } = {}): { reload(): Promise<void> } {
  let stop: () => void = () => {};
  beforeEach(async () => {
    if (options.fakeDebounceClock) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    resetWebState();
    stop = await loadBuilderAndAutosave();
  });
  afterEach(async () => {
    stop();
    await flushAutosave();
    if (options.fakeDebounceClock) vi.useRealTimers();
    resetWebState();
  });
  return {
    async reload() {
      stop();
      stop = await loadBuilderAndAutosave();
    },
  };
}
