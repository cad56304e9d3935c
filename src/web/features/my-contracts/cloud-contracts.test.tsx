// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAGE_SIZE, type ContractSearchResponse } from '#api/contract-calls';
import { differences } from '#domain/contract/differences';
import type { Contract } from '#domain/contract/model';
import { markSynced } from '#domain/contract/saving';
import { CURRENT_SCHEMA_VERSION } from '#domain/contract/schema-version';
import { formatDateTime } from '#domain/format/date-format';
import { resetStores, setOnline, signInAs } from '../../testing/app';
import { readMeta } from '../../storage/meta-storage';
import type { ApiResult } from '../../sync/http-request';
import type * as CloudContractsModule from '../../sync/cloud-search-and-download';
import { downloadCloudContract, searchCloudContracts } from '../../sync/cloud-search-and-download';
import type * as ContractSyncModule from '../../sync/contract-sync';
import { takeCloudCopy } from '../../sync/contract-sync';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { contractFor, openContractsPage } from '../../testing/my-contracts';
import { resetWebState } from '../../testing/web-state';

vi.mock('../../sync/cloud-search-and-download', async (importOriginal) => ({
  ...(await importOriginal<typeof CloudContractsModule>()),
  searchCloudContracts: vi.fn(),
  downloadCloudContract: vi.fn(),
}));
vi.mock('../../sync/contract-sync', async (importOriginal) => ({
  ...(await importOriginal<typeof ContractSyncModule>()),
  keepDeviceCopy: vi.fn(),
  takeCloudCopy: vi.fn(),
}));

const search = vi.mocked(searchCloudContracts);
const download = vi.mocked(downloadCloudContract);

const SYNCED_AT = '2026-11-23T15:20:00.000Z';
const LAST_NAMES = [
  'Kowalski',
  'Nguyen',
  'Okafor',
  'Larsen',
  'Silva',
  'Haddad',
  'Novak',
  'Moreau',
  'Tanaka',
  'Brennan',
  'Costa',
];

/** Cloud contracts 1..total, newest synced first, as the server pages them. */
function cloudContract(n: number): Contract {
  const contract = contractFor({
    id: `CLOUD${String(n).padStart(7, '0')}`,
    first: `Client${n}`,
    last: LAST_NAMES[(n - 1) % LAST_NAMES.length]!,
    description: `Job ${n}`,
    date: '2026-11-20T12:00:00.000Z',
  });
  return markSynced(contract, 1, SYNCED_AT);
}

function page(number: number, total: number): ApiResult<ContractSearchResponse> {
  const first = (number - 1) * SEARCH_PAGE_SIZE + 1;
  const last = Math.min(total, number * SEARCH_PAGE_SIZE);
  const items: ContractSearchResponse['items'] = Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => ({
    ...cloudContract(first + index),
    SchemaVersion: CURRENT_SCHEMA_VERSION,
  }));
  return {
    ok: true,
    status: 200,
    headers: new Headers(),
    data: { items, total, totalCapped: false, page: number, size: SEARCH_PAGE_SIZE },
  };
}

/** The cloud of a national company: it counts ten pages past the page asked for, of many more. */
function answerSearchesCapped() {
  search.mockImplementation(async (query) => {
    const number = query.page ?? 1;
    const answer = page(number, number * SEARCH_PAGE_SIZE);
    const counted = (number - 1) * SEARCH_PAGE_SIZE + 100;
    return answer.ok ? { ...answer, data: { ...answer.data, total: counted, totalCapped: true } } : answer;
  });
}

/** The server: every search answers the page asked for, of `total` contracts. */
function answerSearches(total: number) {
  search.mockImplementation(async (query) => page(query.page ?? 1, total));
}

beforeEach(() => {
  resetWebState();
  resetStores();
  search.mockReset();
  download.mockReset();
  vi.mocked(takeCloudCopy).mockReset();
  useBuilderStore.setState({ contract: null, loaded: false });
});

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
  resetWebState();
});

const cloudSection = () => screen.getByRole('region', { name: 'Cloud Contracts' });
const cloudTable = () => within(cloudSection()).getByRole('table', { name: 'Cloud Contracts' });
const lastNameFilter = () => within(cloudSection()).getByRole('searchbox', { name: 'Last Name' });
const descriptionFilter = () => within(cloudSection()).getByRole('searchbox', { name: 'Description' });

describe('Cloud Contracts while signed out', () => {
  it('asks the agent to sign in, with the filters and refresh disabled and nothing searched', async () => {
    await openContractsPage();
    expect(within(cloudSection()).getByRole('status')).toHaveTextContent(
      'Please sign in to load contracts from the cloud.',
    );
    expect(lastNameFilter()).toBeDisabled();
    expect(descriptionFilter()).toBeDisabled();
    expect(lastNameFilter()).toHaveAccessibleDescription('Please sign in to load contracts from the cloud.');
    expect(within(cloudSection()).getByRole('button', { name: 'Refresh cloud contracts' })).toBeDisabled();
    expect(search).not.toHaveBeenCalled();
  });

  it('says so when offline, and searches nothing', async () => {
    signInAs();
    setOnline(false);
    await openContractsPage();
    expect(within(cloudSection()).getByRole('status')).toHaveTextContent('You are offline.');
    expect(lastNameFilter()).toBeDisabled();
    expect(search).not.toHaveBeenCalled();
  });
});

describe('Cloud Contracts search', () => {
  it('loads the newest cloud contracts, with their names, amount and dates', async () => {
    signInAs();
    answerSearches(3);
    await openContractsPage();
    const table = await within(cloudSection()).findByRole('table', { name: 'Cloud Contracts' });
    expect(search).toHaveBeenCalledWith({ last: '', description: '', page: 1 }, expect.any(AbortSignal));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Last Name', 'First', 'Description', 'Amount', 'Created', "Last Sync'd", 'Download']);
    const first = [...table.querySelectorAll('tbody tr')][0]!;
    expect([...first.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'Kowalski',
      'Client1',
      'Job 1',
      '$7,821.00',
      '11/20/26',
      formatDateTime(SYNCED_AT),
    ]);
    expect(within(table).getByRole('button', { name: 'Download contract for Kowalski, Client1' })).toBeInTheDocument();
    expect(within(cloudSection()).getByText('Viewing 1 - 3 of 3 Contracts')).toBeInTheDocument();
  });

  it('searches 500 ms after the last change to either filter, and only then', async () => {
    signInAs();
    answerSearches(3);
    await openContractsPage();
    await within(cloudSection()).findByRole('table', { name: 'Cloud Contracts' });
    expect(search).toHaveBeenCalledOnce();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(lastNameFilter(), { target: { value: 'Kow' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    fireEvent.change(descriptionFilter(), { target: { value: 'Attic' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(search).toHaveBeenCalledOnce();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(search).toHaveBeenCalledTimes(2);
    expect(search).toHaveBeenLastCalledWith({ last: 'Kow', description: 'Attic', page: 1 }, expect.any(AbortSignal));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('aborts the search still running when a newer one starts', async () => {
    signInAs();
    const signals: AbortSignal[] = [];
    search.mockImplementation((query, signal) => {
      signals.push(signal!);
      return signals.length === 1 ? new Promise(() => {}) : Promise.resolve(page(query.page ?? 1, 2));
    });
    await openContractsPage();
    await waitFor(() => expect(search).toHaveBeenCalledOnce());
    await userEvent.setup().click(within(cloudSection()).getByRole('button', { name: 'Refresh cloud contracts' }));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
    expect(await within(cloudSection()).findByText('Viewing 1 - 2 of 2 Contracts')).toBeInTheDocument();
  });

  it('runs the search again with the refresh button', async () => {
    signInAs();
    answerSearches(3);
    await openContractsPage();
    await within(cloudSection()).findByRole('table', { name: 'Cloud Contracts' });
    const user = userEvent.setup();
    await user.hover(within(cloudSection()).getByRole('button', { name: 'Refresh cloud contracts' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
    await user.click(within(cloudSection()).getByRole('button', { name: 'Refresh cloud contracts' }));
    await waitFor(() => expect(search).toHaveBeenCalledTimes(2));
    expect(search).toHaveBeenLastCalledWith({ last: '', description: '', page: 1 }, expect.any(AbortSignal));
  });

  it('tells the agent quietly when the search fails', async () => {
    signInAs();
    search.mockResolvedValue({
      ok: false,
      kind: 'http',
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is not working right now (HTTP 503). Try again in a moment.',
    });
    await openContractsPage();
    expect(
      await within(cloudSection()).findByText(
        'The cloud contracts could not be loaded: The server is not working right now (HTTP 503). Try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(within(cloudSection()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when no cloud contract matches the filters', async () => {
    signInAs();
    answerSearches(0);
    await openContractsPage();
    expect(await within(cloudSection()).findByText('There are no contracts in the cloud yet.')).toBeInTheDocument();
  });
});

describe('the pager', () => {
  it("reads 'Viewing 11 - 20 of 37 Contracts' on page 2 and moves between pages", async () => {
    signInAs();
    answerSearches(37);
    await openContractsPage();
    expect(await within(cloudSection()).findByText('Viewing 1 - 10 of 37 Contracts')).toBeInTheDocument();
    const pages = within(cloudSection()).getByRole('navigation', { name: 'Pages of cloud contracts' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Next page']);
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await within(cloudSection()).findByText('Viewing 11 - 20 of 37 Contracts')).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith({ last: '', description: '', page: 2 }, expect.any(AbortSignal));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(cloudTable().querySelectorAll('tbody tr')).toHaveLength(10);

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(cloudSection()).findByText('Viewing 21 - 30 of 37 Contracts')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Page 4' }));
    expect(await within(cloudSection()).findByText('Viewing 31 - 37 of 37 Contracts')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says "more than" when the cloud stopped counting, and Next goes on past the last page shown', async () => {
    signInAs();
    answerSearchesCapped();
    await openContractsPage();
    expect(await within(cloudSection()).findByText('Viewing 1 - 10 of more than 100 Contracts')).toBeInTheDocument();
    const pages = () => within(cloudSection()).getByRole('navigation', { name: 'Pages of cloud contracts' });
    const user = userEvent.setup();
    await user.click(within(pages()).getByRole('button', { name: 'Page 10' }));
    expect(await within(cloudSection()).findByText('Viewing 91 - 100 of more than 190 Contracts')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Page 19' })).toBeInTheDocument();
    await user.click(within(pages()).getByRole('button', { name: 'Page 19' }));
    expect(await within(cloudSection()).findByText('Viewing 181 - 190 of more than 280 Contracts')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows at most 4 page numbers around the current page and 1 at each end', async () => {
    signInAs();
    answerSearches(120);
    await openContractsPage();
    await within(cloudSection()).findByText('Viewing 1 - 10 of 120 Contracts');
    const pages = () => within(cloudSection()).getByRole('navigation', { name: 'Pages of cloud contracts' });
    const shown = () => [...pages().querySelectorAll('.page-link')].map((link) => link.textContent);
    expect(shown()).toEqual(['', '1', '2', '3', '4', '…', '12', '']);
    const user = userEvent.setup();
    await user.click(within(pages()).getByRole('button', { name: 'Page 4' }));
    await within(cloudSection()).findByText('Viewing 31 - 40 of 120 Contracts');
    await user.click(within(pages()).getByRole('button', { name: 'Page 6' }));
    await within(cloudSection()).findByText('Viewing 51 - 60 of 120 Contracts');
    expect(shown()).toEqual(['', '1', '…', '4', '5', '6', '7', '8', '…', '12', '']);
  });
});

describe('Download', () => {
  it('loads the cloud contract into the builder and goes to the customer step', async () => {
    signInAs();
    answerSearches(3);
    const contract = cloudContract(2);
    download.mockResolvedValue({ ok: true, contract, version: 1, saved: true });
    const { router } = await openContractsPage();
    const button = await within(cloudSection()).findByRole('button', { name: 'Download contract for Nguyen, Client2' });
    await userEvent.setup().click(button);
    expect(download).toHaveBeenCalledWith(contract.ContractId);
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(useBuilderStore.getState().contract).toMatchObject({
      ContractId: contract.ContractId,
      Description: 'Job 2',
      Changed: false,
    });
    await waitFor(async () => expect(await readMeta('activeContractId')).toBe(contract.ContractId));
  });

  it('shows why a download failed', async () => {
    signInAs();
    answerSearches(3);
    download.mockResolvedValue({
      ok: false,
      reason: 'offline',
      message: 'Could not download the contract: the server cannot be reached.',
    });
    const { router } = await openContractsPage();
    await userEvent
      .setup()
      .click(await within(cloudSection()).findByRole('button', { name: 'Download contract for Kowalski, Client1' }));
    const alert = await within(cloudSection()).findByRole('alert');
    expect(alert).toHaveTextContent('Download failed');
    expect(alert).toHaveTextContent('Could not download the contract: the server cannot be reached.');
    expect(router.state.location.pathname).toBe('/contracts');
  });

  it('asks which copy to keep when the device has changes not synced, then opens the one kept', async () => {
    signInAs();
    answerSearches(3);
    const cloud = cloudContract(1);
    const device = { ...cloud, Description: 'Changed on the tablet', Changed: true };
    download.mockResolvedValue({
      ok: false,
      reason: 'pending-changes',
      message: 'This contract has changes on this device that are not synced yet. Choose which copy to keep.',
      device,
      cloud,
      cloudVersion: 1,
      differences: differences(device, cloud),
    });
    vi.mocked(takeCloudCopy).mockImplementation(async (copy) => copy);
    const { router } = await openContractsPage();
    const user = userEvent.setup();
    await user.click(
      await within(cloudSection()).findByRole('button', { name: 'Download contract for Kowalski, Client1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Changed in the Cloud' });
    expect(dialog).toHaveTextContent('Changed on the tablet');
    await user.click(within(dialog).getByRole('button', { name: 'Take the cloud copy' }));
    expect(takeCloudCopy).toHaveBeenCalledWith(cloud, 1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder/customer'));
    expect(useBuilderStore.getState().contract).toMatchObject({ ContractId: cloud.ContractId, Description: 'Job 1' });
  });
});
