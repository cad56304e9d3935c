// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useSessionStore } from '../sync/session-store';
import { useSyncProblemsStore } from '../sync/sync-problems-store';
import { renderInRouter, resetStores, setOnline, signInAs } from '../testing/app';
import { TopBar, type TopBarProps } from './top-bar';
import { ONLINE_POLL_MS } from '../hooks/use-online-status';

function renderTopBar(props: TopBarProps = {}, path = '/contracts') {
  const { router } = renderInRouter(
    <>
      <TopBar {...props} />
      <ConfirmDialog />
    </>,
    path,
  );
  return { router, bar: within(screen.getByRole('banner')) };
}

beforeEach(resetStores);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('contracts that need the agent', () => {
  const problems = (...ids: string[]) =>
    useSyncProblemsStore.setState({
      problems: new Map(
        ids.map((id) => [id, { kind: 'refused' as const, message: 'Refused', at: '2026-11-23T10:00:00.000Z' }]),
      ),
    });

  it('counts them in the bar, with a link to My Contracts', async () => {
    problems('A00000000001', 'B00000000002');
    const { bar, router } = renderTopBar({}, '/');
    const link = bar.getByRole('link', { name: '2 contracts need your attention' });
    expect(link).toHaveTextContent('2');
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/contracts');
  });

  it('says one contract in the singular', () => {
    problems('A00000000001');
    const { bar } = renderTopBar();
    expect(bar.getByRole('link', { name: '1 contract needs your attention' })).toBeInTheDocument();
  });

  it('shows nothing when every sync went through', () => {
    const { bar } = renderTopBar();
    expect(bar.queryByRole('link', { name: /need.* your attention/ })).not.toBeInTheDocument();
  });
});

describe('signed out', () => {
  it('says so, offers Sign In, and cannot sync', () => {
    const { bar } = renderTopBar();
    expect(bar.getByText('Signed Out', { exact: true })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(bar.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    const sync = bar.getByRole('button', { name: 'Sync Scopes' });
    expect(sync).toBeDisabled();
    expect(sync).toHaveAttribute('aria-disabled', 'true');
    expect(sync).toHaveAccessibleDescription('Sign in to sync the work scopes.');
  });

  it('shows nobody while the session is still being restored', () => {
    useSessionStore.setState({ status: 'restoring' });
    const { bar } = renderTopBar();
    expect(bar.queryByText('Signed Out')).not.toBeInTheDocument();
  });
});

describe('signed in', () => {
  it('shows the agent as Last, First with Sign Out, and Sync Scopes while online', () => {
    signInAs();
    const { bar } = renderTopBar();
    expect(bar.getByText('Demo, Jane', { exact: true })).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
    expect(bar.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Sync Scopes' })).toHaveAttribute('href', '/data-transfer');
    expect(bar.getByText('Online')).toBeInTheDocument();
  });

  it('shows the email when the agent has no name', () => {
    signInAs({ first: '', last: '', display_name: '' });
    const { bar } = renderTopBar();
    expect(bar.getByText('agent@example.com', { exact: true })).toBeInTheDocument();
  });

  it('disables Sync Scopes when the tablet goes offline, and enables it again', () => {
    signInAs();
    const { bar } = renderTopBar();
    setOnline(false);
    expect(bar.getByRole('button', { name: 'Sync Scopes' })).toBeDisabled();
    expect(bar.getByText('Offline')).toBeInTheDocument();
    setOnline(true);
    expect(bar.getByRole('link', { name: 'Sync Scopes' })).toBeInTheDocument();
    expect(bar.getByText('Online')).toBeInTheDocument();
  });

  it('notices a change without an event on the next 10 s poll', () => {
    vi.useFakeTimers();
    signInAs();
    const { bar } = renderTopBar();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      vi.advanceTimersByTime(ONLINE_POLL_MS - 1);
    });
    expect(bar.getByText('Online')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(bar.getByText('Offline')).toBeInTheDocument();
  });

  it('signs out and goes home', async () => {
    signInAs();
    const signOut = vi.fn(async () => {
      useSessionStore.setState({ status: 'signed-out', user: null, profile: null, accessToken: null });
    });
    useSessionStore.setState({ signOut });
    const user = userEvent.setup();
    const { router, bar } = renderTopBar();
    await user.click(bar.getByRole('button', { name: 'Sign Out' }));
    // Asked first (sign-out-dialog.test.tsx has the rest).
    // The dialog's code loads on first use (lazy), transformed on demand under test: time for a cold start.
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' }, { timeout: 10_000 });
    expect(signOut).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bar.getByText('Signed Out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('tooltips', () => {
  it('names each icon after 500 ms of hovering', () => {
    vi.useFakeTimers();
    signInAs();
    const { bar } = renderTopBar();
    fireEvent.mouseOver(bar.getByRole('link', { name: 'Contracts' }));
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Contracts');
    fireEvent.mouseOut(bar.getByRole('link', { name: 'Contracts' }));
    // Hide delay 0; the fade-out takes its 150 ms.
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it.each(['Sign Out', 'New Contract'])('%s has its tooltip', (name) => {
    vi.useFakeTimers();
    signInAs();
    const { bar } = renderTopBar();
    fireEvent.mouseOver(bar.getByRole('button', { name }));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent(name);
  });

  it('Wifi has its tooltip', () => {
    vi.useFakeTimers();
    const { bar } = renderTopBar();
    fireEvent.mouseOver(bar.getByText('Online').parentElement as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Wifi');
  });

  it('a disabled Sync Scopes still has its tooltip', () => {
    vi.useFakeTimers();
    const { bar } = renderTopBar();
    fireEvent.mouseOver(bar.getByRole('button', { name: 'Sync Scopes' }).parentElement as HTMLElement);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Sync Scopes');
  });
});

describe('New Contract', () => {
  it('asks first when something was typed; Cancel keeps everything', async () => {
    const onStartNewContract = vi.fn();
    const user = userEvent.setup();
    const { router, bar } = renderTopBar({ onStartNewContract, isFormUntouched: () => false });
    await user.click(bar.getByRole('button', { name: 'New Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start New Contract' });
    expect(dialog).toHaveTextContent('Are you sure you want to clear the current form data and start a new contract?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitForDialogToClose();
    expect(onStartNewContract).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/contracts');
  });

  it('on Yes starts a new contract and lands on its first step', async () => {
    const onStartNewContract = vi.fn(async () => {});
    const user = userEvent.setup();
    const { router, bar } = renderTopBar({ onStartNewContract, isFormUntouched: () => false });
    await user.click(bar.getByRole('button', { name: 'New Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start New Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitForDialogToClose();
    expect(onStartNewContract).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/builder/customer');
  });

  it('on an empty form asks nothing: a new contract, on its first step', async () => {
    const onStartNewContract = vi.fn(async () => {});
    const user = userEvent.setup();
    const { router, bar } = renderTopBar({ onStartNewContract, isFormUntouched: () => true });
    await user.click(bar.getByRole('button', { name: 'New Contract' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onStartNewContract).toHaveBeenCalledOnce();
  });
});

async function waitForDialogToClose() {
  const dialog = screen.queryByRole('dialog');
  if (dialog) await waitForElementToBeRemoved(dialog);
}
