// The app's entry, kept small: index.html and the first builder steps' pages already hold their screen drawn at build
// time, and the tablet paints it sooner than it can run the app (app/boot.tsx), which then takes the page over. Every
// other page (shell.html) has nothing to paint yet and starts the app at once.
import './zod-config';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/theme.css';
import { afterFirstPaint } from './app/after-first-paint';
import { CHUNK_LOAD_MESSAGE, retryImport } from './app/retry-import';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function start(root: HTMLElement): void {
  retryImport(() => import('./app/boot')).then(
    ({ boot }) => boot(root),
    (error: unknown) => {
      console.error('The app could not load', error);
      // The page drawn at build time stays; what it cannot do is said above it.
      const alert = document.createElement('div');
      alert.className = 'alert alert-danger m-3';
      alert.setAttribute('role', 'alert');
      alert.textContent = CHUNK_LOAD_MESSAGE;
      root.prepend(alert);
    },
  );
}

if (container.hasChildNodes()) afterFirstPaint(() => start(container));
else start(container);
