// The `test` every spec uses: the same as Playwright's, except that any
// console error or uncaught exception in the page fails the test, the way
// src/test-setup.ts does for unit tests.
import { test as base, expect, type Page } from '@playwright/test';

// Chromium logs every 4xx answer, and every request made with the network
// off, as a console error. 401 (wrong password, session over), 409 (sync
// conflict), 429 (too many attempts) and "no network" are answers the app
// handles and shows (navigator.onLine can say online on a dead connection, so
// a request may still go out); any other error message still fails the test.
export const HANDLED_ANSWER =
  /^Failed to load resource: (the server responded with a status of (401|409|429)\b|net::ERR_INTERNET_DISCONNECTED$)/;

/** Collects what fails a test: console errors other than handled answers, and uncaught exceptions. */
export function collectPageErrors(page: Page, errors: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !HANDLED_ANSWER.test(message.text())) errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
}

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      collectPageErrors(page, errors);
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
