// Every Zustand store of the web app, and every piece of state a module keeps
// for the life of the page (work in flight, listeners, counters), is made
// here. One call, resetAppState(), then puts the whole app back as it was when
// the page loaded: tests start from a clean app (src/web/testing/web-state.ts)
// without each module exporting a reset hook of its own. The store half is
// Zustand's own recipe for resetting every store.
import { create, type StateCreator, type StoreApi, type UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

/** Zustand's `create`, remembered so resetAppState() can give the store its initial state and actions back. */
export function createStore<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(initializer);
  resets.add(() => store.setState(store.getInitialState(), true));
  return store;
}

/**
 * An object of module-level state. Keep the object and change its fields
 * (`state.running = ...`): resetAppState() first lets `release` stop what the
 * old fields hold (a timer, a listener), then assigns fresh ones from `initial`.
 */
export function moduleState<T extends object>(initial: () => T, release?: (state: T) => void): T {
  const state = initial();
  resets.add(() => {
    release?.(state);
    Object.assign(state, initial());
  });
  return state;
}

/** Every store and module state as at page load. */
export function resetAppState(): void {
  for (const reset of resets) reset();
}
