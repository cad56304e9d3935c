// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/error-boundary';
import { renderRoute, resetStores } from '../testing/app';
import { lazyWithRetry } from './lazy-with-retry';
import { CHUNK_LOAD_MESSAGE } from './retry-import';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from '../components/route-loading';

beforeEach(resetStores);
afterEach(cleanup);

describe('routes of docs/product-rules.md#routes', () => {
  it.each([
    ['/', /welcome/i],
    ['/login', 'Sign In'],
    ['/set-password', 'Set your password'],
    ['/builder/customer', 'Create Customer'],
    ['/builder/goals', 'Identify Goals'],
    ['/builder/projects', 'Implement Projects'],
    ['/builder/review', 'Customer Review'],
    ['/builder/contract', 'Contract'],
    ['/builder/success', 'Contract Saved'],
    ['/data-transfer', 'Sync Scopes'],
    ['/contracts', 'My Contracts'],
  ])('%s shows its screen', async (path, heading) => {
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows a loading state while a screen arrives', () => {
    const NeverArrives = lazyWithRetry(
      () => new Promise<{ Screen: () => null }>(() => {}),
      (m) => m.Screen,
    );
    render(
      <Suspense fallback={<RouteLoading />}>
        <NeverArrives />
      </Suspense>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('jumps to the top when the route changes, without a smooth glide', async () => {
    const user = userEvent.setup();
    const { scrollTo } = renderRoute('/');
    await user.click(await screen.findByRole('link', { name: "LET'S GET STARTED" }));
    await screen.findByRole('heading', { level: 1, name: 'Create Customer' });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('a screen that cannot be loaded', () => {
  it('says so and offers to reload', async () => {
    // React reports an error caught by an error boundary on the console.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyWithRetry(
      () => Promise.reject<{ Screen: () => null }>(new Error('Failed to fetch dynamically imported module')),
      (m) => m.Screen,
      { timeoutMs: 0 },
    );
    render(
      <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
        <Suspense fallback={<RouteLoading />}>
          <Broken />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText(CHUNK_LOAD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });
});
