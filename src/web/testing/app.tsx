// Test helpers for screens: render a route of the real router in memory, and put the stores in a known state (signed
// in or out, a catalogue or none) without network or device. resetStores() puts every store back as at page load,
// real actions included (tests replace them with vi.fn()), then signs out and loads one work scope.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import type { WorkScope } from '#domain/contract/model';
import { AppRoutes } from '../app/router';
import { resetAppState } from '../lib/app-state';
import { useCatalogueStore } from '../sync/catalogue-download';
import { useSessionStore } from '../sync/session-store';

export const DEMO_USER = { id: 'user-1', email: 'agent@example.com' };
export const DEMO_PROFILE = {
  user_id: 'user-1',
  first: 'Jane',
  last: 'Demo',
  display_name: 'Jane Demo',
  role: 'agent',
};

export function resetStores(): void {
  resetAppState();
  useSessionStore.setState({ status: 'signed-out' });
  // Loaded with one scope: no banner unless a test asks for it.
  useCatalogueStore.setState({ scopes: [sampleScope()], loaded: true });
}

export function signInAs(
  profile: Partial<typeof DEMO_PROFILE & { branch: string | null }> = {},
  user: Partial<typeof DEMO_USER> = {},
): void {
  useSessionStore.setState({
    status: 'signed-in',
    user: { ...DEMO_USER, ...user },
    profile: { ...DEMO_PROFILE, ...profile },
    accessToken: 'access-token',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    hasToken: true,
    lastError: null,
  });
}

export function sampleScope(id = 1): WorkScope {
  return {
    id,
    wsid: `A1-0${id}`,
    name: 'Attic insulation',
    description: 'Blown-in cellulose',
    category: { id: 1, name: 'Attic' },
    calculations: [],
    show_calculator: false,
    pdf: 'A1x01',
  };
}

/** The browser's online flag, as the online-status hook reads it. */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Where the router is, as a test reads it: `router.state.location.pathname`. */
export interface RouterProbe {
  state: { location: Location };
}

/** Renders `element` inside an in-memory router at `path`, and reports where the router goes. */
export function renderInRouter(element: ReactNode, path: string) {
  let location: Location | undefined;
  function Probe() {
    location = useLocation();
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      {element}
      <Probe />
    </MemoryRouter>,
  );
  const router: RouterProbe = {
    get state() {
      if (!location) throw new Error('the router has not rendered');
      return { location };
    },
  };
  return { router, ...view };
}

export function renderRoute(path: string) {
  // jsdom has no layout; the app scrolls to the top on every navigation.
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  return { scrollTo, ...renderInRouter(<AppRoutes />, path) };
}
