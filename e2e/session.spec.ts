import { expect, test } from './fixtures';
import { DEMO_AGENT, downloadWorkScopes, signIn, signInAsDemoAgent, signOut, topBar } from './session-page';
import { waitForGuidesCached } from './service-worker';

test('the demo agent signs in, is shown in the top bar, and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(topBar(page).user('Signed Out')).toBeVisible();
  await signInAsDemoAgent(page);
  await expect(topBar(page).signOut).toBeVisible();
  await signOut(page);
  await expect(topBar(page).user('Signed Out')).toBeVisible();
  await expect(topBar(page).signIn).toBeVisible();
  // Signed out for real: a reload does not bring the session back.
  await page.reload();
  await expect(topBar(page).user('Signed Out')).toBeVisible();
});

test("a wrong password shows the original's message and keeps the email typed", async ({ page }) => {
  await signIn(page, DEMO_AGENT.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText(
    'There was an error signing in, the user name or password is incorrect.',
  );
  await expect(page.getByLabel('Email Address')).toHaveValue(DEMO_AGENT.email);
  await expect(page).toHaveURL('/login');
});

test('an agent already signed in who opens the sign-in page goes home', async ({ page }) => {
  await signInAsDemoAgent(page);
  await page.goto('/login');
  await expect(page).toHaveURL('/');
});

test('downloading the catalogue removes the no-work-scopes banner and records the time', async ({ page }) => {
  await signInAsDemoAgent(page);
  await expect(topBar(page).noScopesBanner).toBeVisible();
  await downloadWorkScopes(page);
  await expect(topBar(page).noScopesBanner).toBeHidden();
  await expect(page.getByText(/Last Update/)).toContainText(/\d{2}\/\d{2}\/\d{2} \d{2}:\d{2} (am|pm)/);
});

test('offline after one visit: the app, the agent, the catalogue and its guides are still there', async ({
  page,
  context,
}) => {
  await signInAsDemoAgent(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await downloadWorkScopes(page);
  // The download fetches every guide once so the service worker keeps them.
  await waitForGuidesCached(page);
  await page.goto('/');
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(topBar(page).user(DEMO_AGENT.display)).toBeVisible();
  await expect(topBar(page).noScopesBanner).toBeHidden();
  const guide = await page.evaluate(async () => {
    const response = await fetch('/api/guides/C1x04.pdf');
    return { status: response.status, start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  });
  expect(guide).toEqual({ status: 200, start: '%PDF-' });
  await page.goto('/data-transfer');
  await expect(page.getByRole('button', { name: 'Download Latest Work Scopes' })).toBeDisabled();
  await context.setOffline(false);
});
