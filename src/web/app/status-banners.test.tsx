// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../components/alerts/alerts-store';
import { useStorageHealth } from '../storage/storage-health-store';
import { useCatalogueStore } from '../sync/catalogue-download';
import { SESSION_ENDED_MESSAGE } from '../sync/session-messages';
import { useSessionStore } from '../sync/session-store';
import { renderRoute, resetStores, sampleScope, signInAs } from '../testing/app';
import { START_UP_ALERT_KEY } from './app-alert-keys';
import { NO_SCOPES_MESSAGE } from './status-banners';
import { INSECURE_ORIGIN_TITLE } from './insecure-origin-banner';

beforeEach(resetStores);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'isSecureContext');
  useStorageHealth.setState({ status: 'ok', message: null, pendingWrites: 0 });
});

async function renderHome() {
  const view = renderRoute('/');
  await screen.findByRole('link', { name: "LET'S GET STARTED" });
  return view;
}

describe('the no-work-scopes banner', () => {
  it('shows while no work scopes are stored, with a way to sign in', async () => {
    useCatalogueStore.setState({ scopes: null, loaded: true });
    await renderHome();
    expect(screen.getByText(NO_SCOPES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in agent to the download', async () => {
    useCatalogueStore.setState({ scopes: [], loaded: true });
    signInAs();
    await renderHome();
    expect(screen.getByText(NO_SCOPES_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download work scopes' })).toHaveAttribute('href', '/data-transfer');
  });

  it('is not shown in the office console, which builds no contracts', async () => {
    useCatalogueStore.setState({ scopes: null, loaded: true });
    signInAs({ role: 'admin' });
    renderRoute('/admin');
    // The console is a lazy chunk: its first load in a test file transforms all of it.
    await screen.findByRole('heading', { level: 1, name: 'Office console' }, { timeout: 10_000 });
    expect(screen.queryByText(NO_SCOPES_MESSAGE)).not.toBeInTheDocument();
  });

  it('is hidden when work scopes are stored, and goes once they arrive', async () => {
    useCatalogueStore.setState({ scopes: null, loaded: true });
    await renderHome();
    expect(screen.getByText(NO_SCOPES_MESSAGE)).toBeInTheDocument();
    act(() => useCatalogueStore.setState({ scopes: [sampleScope()] }));
    expect(screen.queryByText(NO_SCOPES_MESSAGE)).not.toBeInTheDocument();
  });

  it('before the device has been read, follows what this device held last time, so nothing jumps', async () => {
    useCatalogueStore.setState({ scopes: null, loaded: false, expectScopes: true });
    await renderHome();
    expect(screen.queryByText(NO_SCOPES_MESSAGE)).not.toBeInTheDocument();
    act(() => useCatalogueStore.setState({ scopes: null, loaded: false, expectScopes: false }));
    expect(screen.getByText(NO_SCOPES_MESSAGE)).toBeInTheDocument();
  });
});

describe('the banner of an address that is not secure', () => {
  function openedOverHttp(secureUrl: string | null) {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: false });
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ secureUrl }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('names the secure address the server knows, as a link, and stays', async () => {
    const fetch = openedOverHttp('https://contracts.example.com');
    await renderHome();
    const banner = screen.getByRole('note', { name: 'Not secure' });
    expect(banner).toHaveTextContent(INSECURE_ORIGIN_TITLE);
    expect(await screen.findByRole('link', { name: 'https://contracts.example.com' })).toHaveAttribute(
      'href',
      'https://contracts.example.com',
    );
    expect(banner).toHaveTextContent(
      'Working offline and staying signed in need the secure address: https://contracts.example.com.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(screen.queryByRole('button', { name: /close|dismiss/i })).not.toBeInTheDocument();
  });

  it('tells the agent to ask the office when the server knows no secure address', async () => {
    openedOverHttp(null);
    await renderHome();
    const banner = screen.getByRole('note', { name: 'Not secure' });
    await vi.waitFor(() => expect(banner).toHaveTextContent('ask your office for it'));
    expect(banner).toHaveTextContent('once open, building, saving, printing and syncing work as usual');
  });

  it('is not there on a secure page, which asks the server nothing', async () => {
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderHome();
    expect(screen.queryByRole('note', { name: 'Not secure' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/site', expect.anything());
  });
});

describe('other banners', () => {
  it('shows a failing device storage as a danger alert', async () => {
    useStorageHealth.setState({
      status: 'failing',
      message: 'Could not save on this device: storage is full.',
      pendingWrites: 1,
    });
    await renderHome();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save on this device: storage is full.');
  });

  it('tells the agent when the session has ended', async () => {
    useSessionStore.setState({ status: 'signed-out', lastError: SESSION_ENDED_MESSAGE });
    await renderHome();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('tells a person of wrong second-factor codes since their last sign-in, until dismissed (decision 075)', async () => {
    signInAs({ role: 'manager' });
    useSessionStore.setState({ signInWarning: { count: 11, lastAt: '2026-12-07T03:12:00.000Z' } });
    const user = userEvent.setup();
    await renderHome();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      '11 wrong codes were entered for your account since your last sign-in, the last on',
    );
    expect(alert).toHaveTextContent('If that was not you, someone knows your password: change it now');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows start-up problems above every screen', async () => {
    showAlert({ key: START_UP_ALERT_KEY, variant: 'danger', title: 'Something did not start correctly', lines: ['x'] });
    await renderHome();
    expect(screen.getByRole('alert')).toHaveTextContent('Something did not start correctly');
  });
});
