// @vitest-environment jsdom
// Print loads the copy's code at the press (print-document.tsx). When that code cannot be loaded, the agent is told
// so on the list, nothing is printed, and the list is left as it was.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetStores } from '../../testing/app';
import { useBuilderStore } from '../../contract-in-progress/builder-store';
import { contractFor, localRows, openContractsPage, saveAll } from '../../testing/my-contracts';
import { resetWebState } from '../../testing/web-state';
import { PRINT_NOT_LOADED } from './contracts-page';
import { PRINTING_COPY_CLASS } from './print-copy';

vi.mock('./print-document', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/print-document.js');
});

beforeEach(() => {
  resetWebState();
  resetStores();
  useBuilderStore.setState({ contract: null, loaded: false });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('says the copy could not be prepared when its code does not load, and prints nothing', async () => {
  await saveAll(contractFor({ id: 'NGUYEN000002', first: 'Tam', last: 'Nguyen', date: '2026-11-24T12:00:00.000Z' }));
  await openContractsPage();
  const print = vi.spyOn(window, 'print').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await userEvent.setup().click(screen.getByRole('button', { name: 'Print contract for Nguyen, Tam' }));
  expect(await screen.findByText(PRINT_NOT_LOADED)).toBeInTheDocument();
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  expect(print).not.toHaveBeenCalled();
  expect(document.querySelector('.print-copy')).toBeNull();
  expect(document.body).not.toHaveClass(PRINTING_COPY_CLASS);
  expect(localRows()).toHaveLength(1);
});
