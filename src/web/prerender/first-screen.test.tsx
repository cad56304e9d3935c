// @vitest-environment jsdom
// The pages drawn at build time: the home page, with its way forward as a plain link, the first builder steps'
// frames and the office console's, with nothing only the tablet or the session can know; then the app taking each
// over without drawing it again.
import '@testing-library/jest-dom/vitest';
import { act, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/router';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { INSECURE_ORIGIN_TITLE, INSECURE_UNTIL_KNOWN_CLASS } from '../app/insecure-origin-banner';
import { NO_SCOPES_MESSAGE, UNTIL_KNOWN_CLASS } from '../app/status-banners';
import { HINT_KEY } from '../storage/catalogue-hint';
import deviceHints from '../public/device-hints.js?raw';
import { OFFICE_CONSOLE_LEDE } from '../features/office/office-console';
import { useSessionStore } from '../sync/session-store';
import { initialSessionState, signedOut } from '../sync/session-state';
import { renderPage } from './first-screen';

const parse = (markup: string) => new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');

/**
 * The page drawn at `path`, in the document at that address, taken over by the app as boot.tsx does: its container,
 * the heading as drawn, and what hydration found different.
 */
async function takeOver(
  path: string,
): Promise<{ container: HTMLElement; heading: Element | null; mismatches: unknown[] }> {
  window.history.pushState({}, '', path);
  const container = document.createElement('div');
  container.innerHTML = (await renderPage(path)).markup;
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
  return { container, heading, mismatches };
}

describe('the home page drawn at build time', async () => {
  const drawn = await renderPage('/');
  const page = parse(drawn.markup);

  it('is titled with the app name alone', () => {
    expect(drawn.title).toBe('Contract Builder');
  });

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

  it('has the banner of an address that is not secure, hidden unless the page is found on one before it is painted', () => {
    const banner = page.querySelector(`.${INSECURE_UNTIL_KNOWN_CLASS}`);
    expect(banner?.getAttribute('aria-label')).toBe('Not secure');
    expect(banner?.textContent).toContain(INSECURE_ORIGIN_TITLE);
    expect(deviceHints).toContain('window.isSecureContext === false');
    expect(deviceHints).toContain("classList.add('insecure-origin')");
  });
});

describe('the app taking the drawn home page over', () => {
  it('keeps the very elements drawn at build time, with no mismatch, then draws what the device knows', async () => {
    const { container, heading, mismatches } = await takeOver('/');
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    // After the take-over: the Wifi status, and the banner of a device with no work scopes, for good.
    expect(container.querySelector('.top-bar-status')?.textContent).toBe('Online');
    expect(container.textContent).toContain(NO_SCOPES_MESSAGE);
    expect(container.querySelector(`.${UNTIL_KNOWN_CLASS}`)).toBeNull();
    // A secure address (the test page is one): no banner of an address that is not.
    expect(container.querySelector(`.${INSECURE_UNTIL_KNOWN_CLASS}`)).toBeNull();
    expect(container.querySelector(`[aria-label="Not secure"]`)).toBeNull();
    container.remove();
  });
});

describe('the first builder steps drawn at build time', () => {
  it.each([
    ['/builder/customer', 'Create Customer', 'Step 1 of 6'],
    ['/builder/goals', 'Identify Goals', 'Step 2 of 6'],
    ['/builder/projects', 'Implement Projects', 'Step 3 of 6'],
    ['/builder/review', 'Customer Review', 'Step 4 of 6'],
  ])('%s has the top bar, the steps with its own current, its heading and its title', async (path, heading, count) => {
    const drawn = await renderPage(path);
    const page = parse(drawn.markup);
    expect(drawn.title).toBe(`${heading} · Contract Builder`);
    expect(page.querySelector('header.top-bar a[aria-label="Sign In"]')?.getAttribute('href')).toBe('/login');
    expect(page.querySelector('h1')?.textContent).toBe(heading);
    expect(page.querySelector('[aria-current="step"]')?.getAttribute('href')).toBe(path);
    expect(page.querySelector('.wizard-step-count')?.textContent).toBe(count);
    // The content waits for the contract the device holds: nothing to type into yet.
    expect(page.querySelector('[role="status"][aria-label="Loading…"]')).not.toBeNull();
    expect(page.querySelectorAll('input, select, textarea')).toHaveLength(0);
  });

  it('draws the Customer step’s note on required details before any contract', async () => {
    const page = parse((await renderPage('/builder/customer')).markup);
    expect(page.querySelector('.builder-step > p')?.textContent).toBe(
      '* marks the details needed to complete this step.required',
    );
  });
});

describe('My Contracts drawn at build time', () => {
  it('has its heading and both lists waiting: the device’s still loading, the cloud’s asking for a sign-in', async () => {
    const drawn = await renderPage('/contracts');
    const page = parse(drawn.markup);
    expect(drawn.title).toBe('My Contracts · Contract Builder');
    expect(page.querySelector('h1')?.textContent).toBe('My Contracts');
    expect(page.body.textContent).toContain('Loading the contracts on this device…');
    expect(page.body.textContent).toContain('Please sign in to load contracts from the cloud.');
    // Nothing typed before the app runs: the cloud's filters wait for a session.
    for (const field of page.querySelectorAll('input')) expect(field.disabled).toBe(true);
  });
});

describe('the office console drawn at build time', () => {
  it('has its heading and what it is, and waits for the session: neither the sign-in nor the agent’s notice', async () => {
    const drawn = await renderPage('/admin');
    const page = parse(drawn.markup);
    expect(drawn.title).toBe('Office console · Contract Builder');
    expect(page.querySelector('h1')?.textContent).toBe('Office console');
    expect(page.querySelector('main p.lead')?.textContent).toBe(OFFICE_CONSOLE_LEDE);
    expect(page.querySelector('main [role="status"][aria-label="Loading…"]')).not.toBeNull();
    expect(page.body.textContent).not.toMatch(/Sign in with a manager|signed in as an agent/);
    expect(page.querySelector('main a')).toBeNull();
  });
});

describe('the app taking a drawn builder step over', () => {
  afterEach(() => {
    useBuilderStore.setState({ contract: null, loaded: false });
    window.history.pushState({}, '', '/');
  });

  it('keeps the frame drawn at build time, with no mismatch, and draws the form once the contract is read', async () => {
    const { container, heading, mismatches } = await takeOver('/builder/customer');
    await act(async () => {
      useBuilderStore.getState().startNew();
      await Promise.resolve();
    });
    await waitFor(() => expect(within(container).getByRole('textbox', { name: /^First Name/ })).toBeInTheDocument());
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    container.remove();
  });
});

describe('the app taking the office console over', () => {
  afterEach(() => {
    useSessionStore.setState(initialSessionState);
    window.history.pushState({}, '', '/');
  });

  it('keeps the heading and words drawn at build time, with no mismatch, and then says to sign in', async () => {
    const { container, heading, mismatches } = await takeOver('/admin');
    const lede = container.querySelector('p.lead');
    act(() => useSessionStore.setState(signedOut));
    const main = within(within(container).getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(main.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('p.lead')).toBe(lede);
    container.remove();
  });
});

describe('the app taking My Contracts over', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('keeps the page drawn at build time, with no mismatch, and lists what the device holds', async () => {
    const { container, heading, mismatches } = await takeOver('/contracts');
    await waitFor(() => expect(container.textContent).not.toContain('Loading the contracts on this device…'), {
      timeout: 5_000,
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    container.remove();
  });
});
