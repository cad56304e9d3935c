import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './pwa/register-service-worker';
import { startUp } from './app/start-up';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first screen renders at once; the stored data and the session arrive as they load.
void startUp();

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
