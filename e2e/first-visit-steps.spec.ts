// A builder step, My Contracts or the office console opened by a first visit (a reload before the service worker, a
// link, the Wi-Fi's http address): the server answers with the page drawn at build time, painted before the slow CPU
// has compiled the app, which takes that very page over and draws what the device holds (decisions 069 and 070).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TABLET_ORIGIN = `http://tablet.test:${process.env.E2E_PORT}`;

/** Before the page loads: keeps its drawn heading (parsed before any of the app runs) and adds up its layout shifts. */
async function watchTheDrawnPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shifts: 0, drawnHeading: null as Element | null };
    Object.assign(window, { seen });
    document.addEventListener('DOMContentLoaded', () => (seen.drawnHeading = document.querySelector('h1')));
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The drawn heading's text, whether it is still the page's heading (taken over, not drawn again), and the shifts. */
async function whatTheDrawnPageBecame(
  page: Page,
): Promise<{ shifts: number; sameHeading: boolean; drawn: string | null }> {
  return page.evaluate(() => {
    const { shifts, drawnHeading } = (window as unknown as { seen: { shifts: number; drawnHeading: Element } }).seen;
    return { shifts, sameHeading: drawnHeading === document.querySelector('h1'), drawn: drawnHeading.textContent };
  });
}

test("a builder step is drawn, with its heading and the steps, before any of the app's code has run", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/builder/goals');
    await expect(page).toHaveTitle('Identify Goals · Contract Builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Contract steps' });
    await expect(steps.getByRole('link', { name: 'Goals', exact: true })).toHaveAttribute('aria-current', 'step');
    await expect(steps.getByRole('link')).toHaveCount(6);
    // Nothing to type into before the device is read: a draft typed over would be lost.
    await expect(page.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

for (const [where, origin] of [
  ['on localhost', undefined],
  ['on the Wi-Fi’s http address', TABLET_ORIGIN],
] as const) {
  test.describe(where, () => {
    if (origin) test.use({ baseURL: origin });

    test('the app takes a drawn step over without drawing it again or moving it, then the agent types', async ({
      page,
    }) => {
      await watchTheDrawnPage(page);
      await page.goto('/builder/customer');
      if (origin) expect(new URL(page.url()).origin).toBe(origin);
      const firstName = page.getByRole('textbox', { name: /^First Name/ });
      await firstName.fill('Maria');
      await expect(firstName).toHaveValue('Maria');
      await expect(page).toHaveTitle('Create Customer · Contract Builder');
      const seen = await whatTheDrawnPageBecame(page);
      expect(seen).toMatchObject({ drawn: 'Create Customer', sameHeading: true });
      expect(seen.shifts).toBeLessThan(0.01);
    });

    test('the office console is drawn with its heading, then says to sign in, without moving', async ({ page }) => {
      await watchTheDrawnPage(page);
      await page.goto('/admin');
      await expect(page).toHaveTitle('Office console · Contract Builder');
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
      await expect(main.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      const seen = await whatTheDrawnPageBecame(page);
      expect(seen).toMatchObject({ drawn: 'Office console', sameHeading: true });
      expect(seen.shifts).toBeLessThan(0.01);
    });
  });
}

test('My Contracts is drawn too, and taken over without moving, once the device’s list is read', async ({ page }) => {
  await watchTheDrawnPage(page);
  await page.goto('/contracts');
  await expect(page).toHaveTitle('My Contracts · Contract Builder');
  await expect(page.getByText('No contracts are saved on this device yet.')).toBeVisible();
  await expect(page.getByText('Loading the contracts on this device…')).toBeHidden();
  const seen = await whatTheDrawnPageBecame(page);
  expect(seen).toMatchObject({ drawn: 'My Contracts', sameHeading: true });
  expect(seen.shifts).toBeLessThan(0.01);
});

test('the pages drawn at build time are the first four steps, My Contracts and the console; every other starts from nothing', async ({
  request,
}) => {
  for (const [path, heading] of [
    ['/builder/customer', 'Create Customer'],
    ['/builder/goals', 'Identify Goals'],
    ['/builder/projects', 'Implement Projects'],
    ['/builder/review', 'Customer Review'],
    ['/contracts', 'My Contracts'],
    ['/admin', 'Office console'],
  ]) {
    const html = await (await request.get(path ?? '')).text();
    expect(html, path).toContain(`<div id="root" data-drawn-at="${path}">`);
    expect(html, path).toContain(`>${heading}</h1>`);
  }
  for (const path of ['/builder/contract', '/builder/sign', '/data-transfer', '/admin/people']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});
