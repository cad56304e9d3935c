// What the service worker tells the app: a new version is waiting, or the
// app is now stored for offline use. The update prompt reads it; only
// register-service-worker.ts writes it.
import { createStore } from '../lib/app-state';

export interface PwaStatus {
  /** A new version is installed and waits for the agent to press Reload. */
  needRefresh: boolean;
  /** The whole app is stored on the device: it now opens without a signal. */
  offlineReady: boolean;
  /** Switches to the waiting version and reloads the page into it. */
  update: () => Promise<void>;
  /** "Later": hides the prompt; it comes back when the next version arrives. */
  dismissUpdate: () => void;
}

export const usePwaStatus = createStore<PwaStatus>((set) => ({
  needRefresh: false,
  offlineReady: false,
  // Replaced once the worker is registered; before that there is nothing to update.
  update: async () => {},
  dismissUpdate: () => set({ needRefresh: false }),
}));
