// Every Zustand store and every piece of page-lifetime module state (work in flight, listeners, counters) is made
// here, so one resetAppState() puts the whole app back as at page load (Zustand's own recipe for stores): tests
// start clean (src/web/testing/web-state.ts) without each module exporting a reset hook of its own.
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
