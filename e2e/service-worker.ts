// Helpers for the service worker specs: wait until the worker has stored the
// app and controls the page, and poke it to look for a new version.
import { expect, type Page } from '@playwright/test';

/** Resolves once the worker is active (the precache is complete) and answers this page's requests. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
    })
    .toBe(true);
}

/** Asks the browser to fetch sw.js again now, as it does on its own from time to time. */
export async function checkForNewVersion(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** The state of the registration's workers, for asserting who is in charge. */
export function workerStates(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      active: registration?.active?.state ?? null,
      waiting: registration?.waiting?.state ?? null,
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/**
 * Records, in the page, when the home page's heading first appears, measured
 * from the start of the navigation (performance.now()). Call before goto.
 */
export async function recordHomeHeadingTime(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marked = window as unknown as { __homeHeadingAt?: number };
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading && /welcome/i.test(heading.textContent ?? '')) {
        marked.__homeHeadingAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export function homeHeadingTime(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { __homeHeadingAt?: number }).__homeHeadingAt);
}

/** Resolves once the worker holds every guide PDF (a catalogue download fetches them all in the background). */
export async function waitForGuidesCached(page: Page, count = 58): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await caches.open('guide-pdfs').then((cache) => cache.keys())).length), {
      message: 'every guide is cached',
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count);
}
