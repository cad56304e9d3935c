// The office console as the office opens it: signed in as a manager, or as an admin with the authenticator app
// (set up on the first opening, its code asked at every sign-in after).
import type { Page } from '@playwright/test';
import { Authenticator } from './authenticator';
import { expect } from './fixtures';
import { signIn } from './session-page';

export interface OfficePerson {
  email: string;
  password: string;
}

/** Opens /admin as `who`; `app` is the admin's authenticator, set up now when it is not yet. */
export async function openConsole(
  page: Page,
  who: OfficePerson,
  app?: Authenticator,
  picture: (name: string) => Promise<void> = async () => {},
): Promise<void> {
  await signIn(page, who.email, who.password);
  if (app?.enrolled) {
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill(await app.code());
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await expect(page).toHaveURL('/');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Office console' })).toBeVisible();
  if (app && !app.enrolled) await app.enrol(page, picture);
}

export { Authenticator };
