// The frame of every page as an agent sees it: top bar, sign-in, data transfer.
import { expect, type Page } from '@playwright/test';

/** `display`: as the agent's own screens list people; `name`: as what the customer reads writes it. */
export const DEMO_AGENT = {
  email: 'agent@example.com',
  password: 'insulate2026',
  display: 'Demo, Jane',
  name: 'Jane Demo',
};

export function topBar(page: Page) {
  const banner = page.getByRole('banner');
  return {
    user: (text: string) => banner.getByText(text, { exact: true }),
    signIn: banner.getByRole('link', { name: 'Sign In' }),
    signOut: banner.getByRole('button', { name: 'Sign Out' }),
    syncScopes: banner
      .getByRole('link', { name: 'Sync Scopes' })
      .or(banner.getByRole('button', { name: 'Sync Scopes' })),
    noScopesBanner: page.getByText('No work scopes! Please sign in and download the latest work scopes.'),
  };
}

/** Sign Out from the top bar, confirmed in the dialog it opens (which keeps the device's contracts). */
export async function signOut(page: Page) {
  await topBar(page).signOut.click();
  const dialog = page.getByRole('dialog', { name: 'Sign Out' });
  await dialog.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(dialog).toBeHidden();
}

export async function signIn(page: Page, email = DEMO_AGENT.email, password = DEMO_AGENT.password) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function signInAsDemoAgent(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL('/');
  await expect(topBar(page).user(DEMO_AGENT.display)).toBeVisible();
}

export async function downloadWorkScopes(page: Page) {
  await page.goto('/data-transfer');
  await page.getByRole('button', { name: 'Download Latest Work Scopes' }).click();
  await expect(page.getByText(/Work scopes downloaded: 61 scopes\.|Your work scopes are up to date\./)).toBeVisible();
}
