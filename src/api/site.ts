// GET /api/site: what the web app needs to know about where it is served.
// secureUrl is the https address agents should open (PUBLIC_URL), which an
// http page names in its banner; null when the server was not told one.
import { z } from 'zod';

export const siteResponseSchema = z.object({
  secureUrl: z.url({ protocol: /^https$/ }).nullable(),
});

export type SiteResponse = z.infer<typeof siteResponseSchema>;

/**
 * The page of every route but the home page: index.html without the home page
 * drawn into it at build time (docs/decisions/015-first-load.md). The build
 * writes it; the server and the service worker answer with it.
 */
export const SHELL_PAGE = 'shell.html';

/**
 * The pages besides the home page a tablet may open first (a reload, a link),
 * each drawn at build time into a page of its own: the builder's first steps
 * (top bar, steps, heading and intro), My Contracts, with what the device
 * holds still to come (docs/decisions/069-steps-drawn-at-build.md), and the
 * office console's heading while the session is read (070). The
 * server answers each path with its page; every other route, shell.html.
 */
export const DRAWN_PAGES: Readonly<Record<string, string>> = {
  '/builder/customer': 'builder-customer.html',
  '/builder/goals': 'builder-goals.html',
  '/builder/projects': 'builder-projects.html',
  '/builder/review': 'builder-review.html',
  '/contracts': 'contracts.html',
  '/admin': 'admin.html',
};

/**
 * Where the built app keeps the fonts pdf.js draws the guides' standard
 * Helvetica with (scripts/pdfjs-standard-fonts.ts): the build writes them, the
 * guide viewer reads them, the service worker keeps them.
 */
export const PDFJS_FONTS_PATH = 'pdfjs-fonts/';
