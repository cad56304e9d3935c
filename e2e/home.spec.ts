import { expect, test } from './fixtures';
import { homePage } from './home-page';

test('the home page welcomes, offers the assessment without calling it free, and lists the tools', async ({ page }) => {
  const home = homePage(page);
  await home.goto();
  await expect(page).toHaveTitle('Contract Builder');
  await expect(home.heading).toHaveText(/welcome/i);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(home.assessment).toContainText('with its price');
  await expect(page.locator('main')).not.toContainText(/\bfree\b/i);
  for (const tool of ['Infrared cameras', 'Blower doors', 'Smoke pencils']) {
    await expect(home.tool(tool)).toBeVisible();
  }
  await expect(home.footer).toContainText('Version 3.0.0');
});

test("LET'S GET STARTED opens the builder at the customer step", async ({ page }) => {
  const home = homePage(page);
  await home.goto();
  const box = await home.startButton.boundingBox();
  expect(box?.height ?? 0, 'touch target height').toBeGreaterThanOrEqual(44);
  await home.startButton.click();
  await expect(page).toHaveURL('/builder/customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Customer' })).toBeVisible();
  await expect(page).toHaveTitle('Create Customer · Contract Builder');
});

test("the home page is drawn, and LET'S GET STARTED leads on, before any of the app's code has run", async ({
  browser,
  request,
}) => {
  // What a tablet shows while its slow CPU is still compiling the app: the page as index.html holds it.
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const home = homePage(page);
    await expect(home.heading).toHaveText("Welcome. Let's make this home more comfortable.");
    await expect(home.startButton).toBeVisible();
    // Nothing has read the device yet: its banner shows, as on a device without work scopes.
    await expect(page.getByText('No work scopes!')).toBeVisible();
    await home.startButton.click();
    await expect(page).toHaveURL('/builder/customer');
  } finally {
    await context.close();
  }
  // Any other page starts from nothing drawn, or its own (e2e/first-visit-steps.spec.ts), so the home page never
  // flashes before it.
  for (const path of ['/builder/customer', '/contracts']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('Welcome');
  }
});

test.describe('before the app runs', () => {
  // The app's code is held back: the browser says so.
  test.use({ expectedConsoleErrors: [/net::ERR_FAILED/] });

  test('on a device that has work scopes, the home page is drawn without the banner', async ({ page }) => {
    // The device's hint, as the app leaves it after a download; the app's own code held back.
    await page.addInitScript(() => localStorage.setItem('contract-builder:has-work-scopes', '1'));
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(homePage(page).heading).toBeVisible();
    await expect(page.getByText('No work scopes!')).toBeHidden();
  });
});

test('the home page does not move when the app takes it over, on a first visit', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByText('No work scopes!')).toBeVisible();
  // The app has taken the page over once the Wifi status is drawn.
  await expect(page.getByRole('status').filter({ hasText: /^(Online|Offline)$/ })).toBeAttached();
  await page.waitForTimeout(500);
  const shifted = await page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );
  expect(shifted).toBeLessThan(0.01);
});

test('a deep link to a builder step opens the app there', async ({ page }) => {
  await page.goto('/builder/goals');
  await expect(page.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeVisible();
});

test('an unknown path redirects to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await expect(homePage(page).startButton).toBeVisible();
});

test('GET /api/health answers ok', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('Safari older than iPadOS 16.4 is told to update instead of being shown a broken layout', async ({ page }) => {
  // Such an engine cannot parse the range media queries the layout is built on: to it they match nothing.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query.includes('>=') ? matchMedia('not all') : matchMedia(query));
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This browser is too old for Contract Builder' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Safari on iPadOS 16.4 or later');
  await expect(homePage(page).startButton).toBeHidden();
});
