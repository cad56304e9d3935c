// @vitest-environment jsdom
// The home page written into index.html at build time: the page the app
// draws first, with its way forward as a plain link, and nothing that only
// the tablet can know.
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/router';
import { NO_SCOPES_MESSAGE, UNTIL_KNOWN_CLASS } from '../app/status-banners';
import { HINT_KEY } from '../storage/catalogue-hint';
import deviceHints from '../public/device-hints.js?raw';
import { renderFirstScreen } from './first-screen';

describe('the home page drawn at build time', () => {
  const markup = renderFirstScreen();
  const page = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');

  it("has the welcome heading and LET'S GET STARTED as a link to the Customer step", () => {
    expect(page.querySelector('h1')?.textContent).toBe("Welcome. Let's make this home more comfortable.");
    const start = [...page.querySelectorAll('a')].find((link) => link.textContent?.trim() === "LET'S GET STARTED");
    expect(start?.getAttribute('href')).toBe('/builder/customer');
  });

  it('has the top bar and footer of every screen', () => {
    expect(page.querySelector('header.top-bar a[aria-label="Sign In"]')?.getAttribute('href')).toBe('/login');
    expect(page.querySelector('footer')?.textContent).toContain('Version 3.0.0');
  });

  it('leaves out whether the tablet is online, and has the banner a device without work scopes shows', () => {
    expect(page.body.textContent).not.toMatch(/\bOnline\b|\bOffline\b/);
    expect(page.querySelector('.top-bar-status')?.childElementCount).toBe(0);
    // Hidden before the first paint on a device that has some (public/device-hints.js).
    const banner = page.querySelector(`.${UNTIL_KNOWN_CLASS}`);
    expect(banner?.textContent).toContain(NO_SCOPES_MESSAGE);
  });

  it('reads the hint of work scopes where the app writes it', () => {
    expect(deviceHints).toContain(`'${HINT_KEY}'`);
  });
});

describe('the app taking the drawn home page over', () => {
  it('keeps the very elements drawn at build time, with no mismatch, then draws what the device knows', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderFirstScreen();
    document.body.append(container);
    const heading = container.querySelector('h1');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    // After the take-over: the Wifi status, and the banner of a device with no work scopes, for good.
    expect(container.querySelector('.top-bar-status')?.textContent).toBe('Online');
    expect(container.textContent).toContain(NO_SCOPES_MESSAGE);
    expect(container.querySelector(`.${UNTIL_KNOWN_CLASS}`)).toBeNull();
    container.remove();
  });
});
