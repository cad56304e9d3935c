// The app, started by main.tsx: the first screen is drawn at once from what
// is in this chunk (the frame, the router, the screen's own chunk), or taken
// over from index.html, which shows the home page; everything it does not need to draw
// (device storage, the session, sync, the service worker) is started once a
// screen is painted, from its own chunk (start-up.ts).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterFirstPaint } from './after-first-paint';
import { AppRoutes } from './router';
import { retryImport } from './retry-import';
import { reportStartUpFailure } from './start-up-failure';

/**
 * Draws the app into `container`. Where it holds the home page drawn at build
 * time (index.html, opened at /), the app takes that page over as it is
 * (hydration): nothing is drawn twice, and what the agent may already be
 * pressing stays where it is.
 */
export function boot(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes() && window.location.pathname === '/') {
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
