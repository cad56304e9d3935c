// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '#domain/format/date-format';
import { renderRoute, resetStores, setOnline, signInAs } from '../../testing/app';
import { useCatalogueStore } from '../../sync/catalogue-download';
import type { CatalogueDownloadResult } from '../../sync/catalogue-transfer';

const DOWNLOAD = 'Download Latest Work Scopes';

async function openPage() {
  const user = userEvent.setup();
  renderRoute('/data-transfer');
  await screen.findByRole('heading', { level: 1, name: 'Sync Scopes' });
  return user;
}

/** A download the test finishes when it wants, with the spinner state the real store keeps. */
function mockDownload() {
  let finish: (result: CatalogueDownloadResult) => void = () => {};
  const download = vi.fn(() => {
    useCatalogueStore.setState({ downloading: true });
    return new Promise<CatalogueDownloadResult>((resolve) => {
      finish = (result) => {
        useCatalogueStore.setState({ downloading: false, ...(result.ok ? { downloadedAt: result.downloadedAt } : {}) });
        resolve(result);
      };
    });
  });
  useCatalogueStore.setState({ download });
  return { download, finish: (result: CatalogueDownloadResult) => act(async () => finish(result)) };
}

beforeEach(resetStores);
afterEach(cleanup);

describe('Sync Scopes', () => {
  it('cannot download while signed out, and says why', async () => {
    await openPage();
    const button = screen.getByRole('button', { name: DOWNLOAD });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Please sign in to download the work scopes.');
  });

  it('cannot download offline, and says why', async () => {
    signInAs();
    setOnline(false);
    await openPage();
    const button = screen.getByRole('button', { name: DOWNLOAD });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('You are offline. Downloading needs an internet connection.');
  });

  it('shows a spinner while downloading, then the success message and the time', async () => {
    signInAs();
    const { download, finish } = mockDownload();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: DOWNLOAD }));
    expect(download).toHaveBeenCalledOnce();
    const busy = screen.getByRole('button', { name: 'Downloading…' });
    expect(busy).toBeDisabled();
    await finish({
      ok: true,
      status: 'updated',
      downloadedAt: '2026-11-21T20:05:00Z',
      count: 61,
      message: 'Work scopes downloaded: 61 scopes.',
      saved: true,
    });
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Work scopes downloaded: 61 scopes.',
    );
    expect(screen.getByRole('button', { name: DOWNLOAD })).toBeEnabled();
    expect(screen.getByText(/Last Update/)).toHaveTextContent(`Last Update: ${formatDateTime('2026-11-21T20:05:00Z')}`);
    expect(screen.getByText(/Work scopes on this device/)).toHaveTextContent('Work scopes on this device: 1');
  });

  it('says when the work scopes are already up to date', async () => {
    signInAs();
    const { finish } = mockDownload();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: DOWNLOAD }));
    await finish({
      ok: true,
      status: 'unchanged',
      downloadedAt: '2026-11-21T20:05:00Z',
      count: 61,
      message: 'Your work scopes are up to date.',
      saved: true,
    });
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Your work scopes are up to date.',
    );
  });

  it('shows a failure as a danger alert', async () => {
    signInAs();
    const { finish } = mockDownload();
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: DOWNLOAD }));
    const message =
      'Could not download the work scopes: the server cannot be reached. Your saved work scopes are unchanged.';
    await finish({ ok: false, message });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download failed');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByText(/Last Update/)).toHaveTextContent('Never');
  });
});

describe('Last Update', () => {
  it('reads Never before the first download', async () => {
    await openPage();
    expect(screen.getByText(/Last Update/)).toHaveTextContent('Last Update: Never');
  });

  it('is shown as MM/DD/YY hh:mm a', async () => {
    useCatalogueStore.setState({ downloadedAt: '2026-03-04T17:09:00Z' });
    await openPage();
    expect(screen.getByText(/Last Update/).textContent).toMatch(/^Last Update: 03\/0[45]\/26 \d{2}:09 (am|pm)$/);
  });
});
