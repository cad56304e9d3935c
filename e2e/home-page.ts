// The home page as a person sees it: what the specs read and press.
import type { Page } from '@playwright/test';

export function homePage(page: Page) {
  return {
    goto: () => page.goto('/'),
    heading: page.getByRole('heading', { level: 1 }),
    startButton: page.getByRole('link', { name: "LET'S GET STARTED" }),
    tool: (name: string) => page.getByRole('heading', { level: 3, name }),
    assessment: page.getByRole('region', { name: 'Home energy assessment' }),
    footer: page.getByRole('contentinfo'),
  };
}
