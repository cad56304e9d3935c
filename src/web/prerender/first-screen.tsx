// The pages the app first draws, rendered at build time (scripts/prerender-first-screen.ts): the home page, so LET'S
// GET STARTED works before the app has run, and the builder's first steps, My Contracts and the office console
// (docs/decisions/015-first-load.md, 069-steps-drawn-at-build.md and 070-office-console-drawn.md).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/router';
import { APP_NAME, documentTitle } from '../hooks/use-document-title';
import { HEADER_STEPS } from '../features/builder/wizard-header';
import { MY_CONTRACTS_TITLE } from '../features/my-contracts/contracts-page';
import { OFFICE_CONSOLE_TITLE } from '../features/office/office-console';

export interface DrawnPage {
  /** What goes inside #root, with the markers hydration reads (Suspense boundaries, text separators). */
  markup: string;
  /** The tab's title, as the screen sets it once the app runs. */
  title: string;
}

/** React's mark of a Suspense boundary drawn with its fallback, left for the client to draw. */
const WAITING_SCREEN = '<!--$!-->';
/** What React says of a boundary whose screen threw (a portal, a browser-only API), rather than one still loading. */
const SCREEN_FAILED = 'Switched to client rendering because the server rendering errored';
const PASS_MS = 20;
/** A screen's chunk is transformed on first use: seconds on a slow machine, not minutes. */
const LONGEST_WAIT_MS = 60_000;

/**
 * The page at `path` as the app first draws it, with the screen's chunk loaded (a builder step's content waits for
 * the device, so its frame is what is drawn). Hydration then draws what only the device knows
 * (hooks/use-device-known.ts).
 */
export async function renderPage(path: string): Promise<DrawnPage> {
  const app = (
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>
  );
  // renderToString draws a screen still loading as its spinner, and starts loading it: drawn again once loaded, it is
  // the screen. (React's streaming renderers would wait for it, but share the client's contexts in one realm, which
  // the tests of the take-over need.)
  let markup = renderToString(app);
  for (let pass = 1; markup.includes(WAITING_SCREEN); pass++) {
    const reason = (/data-msg="([^"]*)"/.exec(markup)?.[1] ?? '').replace(/&quot;/g, '"');
    if (reason.startsWith(SCREEN_FAILED) || pass * PASS_MS > LONGEST_WAIT_MS) {
      throw new Error(`The screen at ${path} could not be drawn. ${reason}`.trim());
    }
    await new Promise((resolve) => setTimeout(resolve, PASS_MS));
    markup = renderToString(app);
  }
  return { markup, title: titleAt(path) };
}

/** The tab's title the screen at `path` sets once the app runs (useDocumentTitle). */
function titleAt(path: string): string {
  if (path === '/contracts') return documentTitle(MY_CONTRACTS_TITLE);
  if (path === '/admin') return documentTitle(OFFICE_CONSOLE_TITLE);
  const step = HEADER_STEPS.find((candidate) => candidate.route === path);
  return step ? documentTitle(step.heading) : APP_NAME;
}
