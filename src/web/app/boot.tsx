// The app, started by main.tsx: the first screen is drawn at once from this chunk (frame, router, the screen's own
// chunk) or taken over from the page drawn at build time. Device storage, the session, sync and the service worker
// start from their own chunk once a screen is painted (start-up.ts), so they never delay it.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterFirstPaint } from './after-first-paint';
import { AppRoutes } from './router';
import { retryImport } from './retry-import';
import { reportStartUpFailure } from './start-up-failure';

/**
 * Draws the app into `container`. Where it holds the page drawn at build time
 * for this very path (index.html at /, a builder step's page at its step), the
 * app takes that page over as it is (hydration): nothing is drawn twice, and
 * what the agent may already be pressing stays where it is.
 */
export function boot(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes() && container.dataset.drawnAt === window.location.pathname) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }

  afterFirstPaint(() => {
    // The stored data and the session arrive as they load.
    retryImport(() => import('./start-up')).then(({ startUp }) => void startUp(), reportStartUpFailure);
    // The service worker registers once the page has loaded (register-service-worker.ts).
    void retryImport(() => import('../pwa/register-service-worker')).then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      (error: unknown) =>
        console.warn('The service worker could not be started; the app will not work offline.', error),
    );
  });
}
