// The `test` every spec uses: the same as Playwright's, except that any
// console error or uncaught exception in the page fails the test, the way
// src/test-setup.ts does for unit tests.
import { test as base, expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

// Chromium logs every 4xx answer, and every request made with the network
// off, as a console error. 401 (wrong password, session over), 409 (sync
// conflict), 429 (too many attempts) and "no network" are answers the app
// handles and shows (navigator.onLine can say online on a dead connection, so
// a request may still go out); any other error message still fails the test.
export const HANDLED_ANSWER =
  /^Failed to load resource: (the server responded with a status of (401|409|429)\b|net::ERR_INTERNET_DISCONNECTED$)/;

/** Collects what fails a test: console errors other than handled answers (and `expected` ones), and uncaught exceptions. */
export function collectPageErrors(page: Page, errors: string[], expected: readonly RegExp[] = []): void {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (HANDLED_ANSWER.test(text) || expected.some((pattern) => pattern.test(text))) return;
    errors.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

/**
 * A network address of the test's own (in 198.18.0.0/15, set aside for
 * testing), sent as X-Forwarded-For to the e2e server, which trusts one proxy
 * hop: every test is its own tablet to the server's sign-in limits (20
 * attempts per address in 15 minutes), which the suite as a whole passes.
 * Only a header: nothing is ever sent to that address.
 */
export function testAddress(testId: string, device = 0): string {
  let hash = device;
  for (const char of testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash % 2)}.${(hash >>> 8) % 256}.${((hash >>> 16) % 254) + 1}`;
}

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Chromium 150 drops the offline emulation setOffline gave a page when the page reloads or navigates (a new
 * document, navigator.onLine true again, though requests still fail): while `context` is offline, each main-frame
 * navigation of its pages has the emulation set again, as an agent's tablet with no signal stays offline.
 */
export function keepOfflineAcrossNavigations(context: BrowserContext): void {
  let offline = false;
  const sessions = new Set<CDPSession>();
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (value: boolean) => {
    offline = value;
    await setOffline(value);
    if (value) return;
    // The sessions that kept it offline let it go online again too.
    for (const cdp of sessions) {
      await cdp.send('Network.emulateNetworkConditions', { ...OFFLINE, offline: false }).catch(() => {});
      await cdp.detach().catch(() => {});
    }
    sessions.clear();
  };
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => {
      if (!offline || frame !== page.mainFrame()) return;
      void context
        .newCDPSession(page)
        .then(async (cdp) => {
          sessions.add(cdp);
          await cdp.send('Network.emulateNetworkConditions', OFFLINE);
        })
        .catch(() => {
          // The page closed meanwhile.
        });
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
}

export const test = base.extend<{ pageErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  context: async ({ context }, provide) => {
    keepOfflineAcrossNavigations(context);
    await provide(context);
  },
  /** Console errors a spec causes on purpose (a 400 it provokes), set with test.use. */
  expectedConsoleErrors: [[], { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': testAddress(testInfo.testId) });
  },
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      collectPageErrors(page, errors, expectedConsoleErrors);
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
