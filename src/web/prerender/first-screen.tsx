// The home page as the app first draws it, rendered when the app is built
// (scripts/prerender-first-screen.ts) and written into index.html, so a
// tablet that opens the app shows it, and LET'S GET STARTED works as a plain
// link, as soon as the HTML and the stylesheet are read: before the app's
// JavaScript has been compiled and run (docs/decisions/015-first-load.md).
// The app then takes that page over (hydration) and draws what only the
// device knows (online or not, no work scopes, not secure) once it has
// (hooks/use-device-known.ts).
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
