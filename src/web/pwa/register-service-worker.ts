// Registers the service worker that vite-plugin-pwa generates (docs/decisions/011-service-worker.md) and reports what
// it says to usePwaStatus. Prompt mode: a new version waits until the agent presses Reload and this code never
// reloads on its own, so an agent in the middle of a contract never loses what is on the screen.
import { registerSW } from 'virtual:pwa-register';
import { isOnline } from '../sync/online';
import { usePwaStatus } from './pwa-status-store';

/** How often an open app asks the server whether a new version is out. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

let registered = false;

export function registerServiceWorker(): void {
  // Development serves modules from Vite with hot reload: no worker there.
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = true;
  const container = navigator.serviceWorker;

  let reloadRequested = false;
  let reloading = false;
  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };

  // The worker in charge of this page changed. We decide here rather than in
  // vite-plugin-pwa's onNeedReload, which only fires for pages that were
  // already controlled when they loaded and otherwise reloads by itself.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      reloadOnce();
    } else if (!controlled) {
      // The first worker claimed this page: it serves the very version the
      // page is running, so there is nothing to do.
      controlled = true;
    } else {
      // The agent pressed Reload in another tab and the new version took
      // over. This page keeps running and asks, with a plain reload.
      usePwaStatus.setState({ needRefresh: true, update: async () => reloadOnce() });
    }
  });

  // workbox-window can announce one waiting version twice (as installed by
  // another page, then as waiting): the version the agent put off with Later
  // stays put off for this page; only a newer one asks again.
  let registration: ServiceWorkerRegistration | undefined;
  let putOff: ServiceWorker | null = null;
  const announceWaiting = () => {
    const waiting = registration?.waiting ?? null;
    if (waiting !== null && waiting === putOff) return;
    usePwaStatus.setState({ needRefresh: true });
  };
  usePwaStatus.setState({
    dismissUpdate: () => {
      putOff = registration?.waiting ?? null;
      usePwaStatus.setState({ needRefresh: false });
    },
  });

  const updateServiceWorker = registerSW({
    // After the page's load event: the worker's install downloads the whole
    // app for offline use, which must not compete with the first screen on a
    // phone connection.
    immediate: false,
    onNeedRefresh: announceWaiting,
    onOfflineReady: () => usePwaStatus.setState({ offlineReady: true }),
    // The controllerchange listener above decides about reloading; without
    // this the plugin would reload the page by itself.
    onNeedReload: () => {},
    onRegisteredSW: (_swUrl, registered) => {
      registration = registered;
      if (!registered) return;
      // Browsers look for a new worker on navigations; an app left open all
      // day on a tablet makes few, so it also asks every hour while it is
      // visible and online.
      window.setInterval(() => {
        if (document.visibilityState === 'visible' && isOnline() && !registered.installing) {
          registered.update().catch(() => {
            // The server could not be reached: the next check tries again.
          });
        }
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError: (error: unknown) => {
      // The app still works online; it just cannot be stored for offline use.
      console.warn('The service worker could not be registered; the app will not work offline.', error);
    },
  });

  usePwaStatus.setState({
    update: async () => {
      const registration = await container.getRegistration();
      if (!registration?.waiting) {
        // The new version is already in charge (activated from another tab,
        // or every other tab closed): a reload is all that is left.
        reloadOnce();
        return;
      }
      reloadRequested = true;
      // Tells the waiting worker to skip waiting; once it controls the page,
      // the controllerchange listener reloads into the new version.
      await updateServiceWorker(true);
    },
  });
}
