// The app's entry: the first screen is drawn at once from what is in this
// chunk (the frame, the router, the screen's own chunk); everything it does
// not need to draw (device storage, the session, sync, the service worker) is
// started once that screen is painted, from its own chunk (app/start-up.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { afterFirstPaint } from './app/after-first-paint';
import { AppRoutes } from './app/router';
import { retryImport } from './app/lazy-with-retry';
import { reportStartUpFailure } from './app/start-up-failure';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

afterFirstPaint(() => {
  // The stored data and the session arrive as they load.
  retryImport(() => import('./app/start-up')).then(({ startUp }) => void startUp(), reportStartUpFailure);
  // The service worker registers once the page has loaded (register-service-worker.ts).
  void retryImport(() => import('./pwa/register-service-worker')).then(
    ({ registerServiceWorker }) => registerServiceWorker(),
    (error: unknown) => console.warn('The service worker could not be started; the app will not work offline.', error),
  );
});
