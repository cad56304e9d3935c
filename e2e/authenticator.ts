// The admin's authenticator app, as a test holds it: the key read off the console's set-up screen, and each code as
// the app would show it, never one twice (the server refuses a spent step; the next one is accepted early).
import { expect, type Page } from '@playwright/test';
import { stepAt, totpCode } from '#server/auth/totp';
import { axeViolations } from './axe';

export class Authenticator {
  private secret: string | null = null;
  private lastStep = -1;
  recoveryCodes: string[] = [];

  get enrolled(): boolean {
    return this.secret !== null;
  }

  /** The next code the server will take: this step's, or the next step's when this one is spent. */
  async code(): Promise<string> {
    if (!this.secret) throw new Error('the authenticator is not set up');
    for (;;) {
      const now = stepAt(new Date());
      const step = Math.max(now, this.lastStep + 1);
      if (step <= now + 1) {
        this.lastStep = step;
        return totpCode(this.secret, step);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** Sets the app up from the console's set-up screen, as an admin does on first opening it. */
  async enrol(page: Page, picture: (name: string) => Promise<void>): Promise<void> {
    await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up the authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    this.secret = (await page.locator('.second-factor-key').innerText()).replace(/\s/g, '');
    expect(await axeViolations(page)).toEqual([]);
    await picture('second-factor-setup-laptop');
    const form = page.getByRole('form', { name: 'Confirm the authenticator app' });
    await form.getByLabel('Code from the app').fill(await this.code());
    await form.getByRole('button', { name: 'Confirm' }).click();
    const list = page.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    this.recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(await axeViolations(page)).toEqual([]);
    await picture('second-factor-recovery-codes-laptop');
    await page.getByRole('button', { name: 'I have kept them: open the console' }).click();
  }
}
