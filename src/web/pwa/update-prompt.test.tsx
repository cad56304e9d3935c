// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePwaStatus } from './pwa-status-store';
import { OFFLINE_READY_NOTICE_MS, UpdatePrompt } from './update-prompt';

const initial = usePwaStatus.getState();

beforeEach(() => usePwaStatus.setState(initial, true));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the update prompt', () => {
  it('shows nothing while the worker has nothing to say', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument();
    expect(screen.queryByText('Ready to work offline.')).not.toBeInTheDocument();
  });

  it('offers Reload for a new version and updates only when pressed', async () => {
    const update = vi.fn(async () => {});
    usePwaStatus.setState({ update });
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    act(() => usePwaStatus.setState({ needRefresh: true }));

    expect(await screen.findByText('A new version is available.')).toBeInTheDocument();
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('A new version'))).toBe(true);
    expect(update).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('Later hides the prompt without updating', async () => {
    const update = vi.fn(async () => {});
    usePwaStatus.setState({ update, needRefresh: true });
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(usePwaStatus.getState().needRefresh).toBe(false);
    await waitFor(() => expect(screen.queryByText('A new version is available.')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();
  });

  it('says once that the app works offline and closes that notice by itself', () => {
    vi.useFakeTimers();
    render(<UpdatePrompt />);
    act(() => usePwaStatus.setState({ offlineReady: true }));
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Ready to work offline.')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(OFFLINE_READY_NOTICE_MS + 1000);
    });
    expect(screen.queryByText('Ready to work offline.')).not.toBeInTheDocument();
  });
});
