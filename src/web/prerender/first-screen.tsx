// The home page as the app first draws it, rendered at build time (scripts/prerender-first-screen.ts) into
// index.html, so a tablet shows it and LET'S GET STARTED works as a plain link before the app's JavaScript has run
// (docs/decisions/015-first-load.md). Hydration then draws what only the device knows (hooks/use-device-known.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/router';

export function renderFirstScreen(): string {
  // With the markers hydration reads (Suspense boundaries, text separators).
  return renderToString(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}
