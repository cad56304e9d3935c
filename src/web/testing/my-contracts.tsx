// Test helpers for My Contracts: real contracts (the hand-worked fixture with
// another customer, date and sync state) saved into fake-indexeddb, and the
// screen opened through the app's real router.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { customerName } from '#domain/format/names';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { renderRoute } from './app';
import { saveContract } from '../storage/contract-storage';

export interface ContractSpec {
  id: string;
  first?: string;
  last?: string;
  description?: string;
  /** ISO: the transaction date. */
  date?: string;
  syncDate?: string | null;
  changed?: boolean;
  serverVersion?: number | null;
}

/** The hand-worked contract (Total $7,821.00) as another customer's. */
export function contractFor(spec: ContractSpec): Contract {
  const base = handWorkedContract();
  const first = spec.first ?? 'Maria';
  const last = spec.last ?? 'Kowalski';
  return {
    ...base,
    ContractId: spec.id,
    Description: spec.description ?? 'Attic and crawlspace',
    Date: spec.date ?? '2026-11-21T12:00:00.000Z',
    SyncDate: spec.syncDate ?? null,
    Changed: spec.changed ?? false,
    ServerVersion: spec.serverVersion ?? null,
    Customer: { ...base.Customer, First: first, Last: last, Name: customerName(first, last) },
  };
}

export async function saveAll(...contracts: Contract[]): Promise<void> {
  for (const contract of contracts) await saveContract(contract);
}

/** Opens /contracts and waits for the device's list (or its empty state). */
export async function openContractsPage() {
  const view = renderRoute('/contracts');
  // The route loads lazily: the first test of a file waits for its modules to be transformed, which on a busy
  // two-core machine took longer than the default second once.
  await screen.findByRole('heading', { level: 1, name: 'My Contracts' }, { timeout: 10_000 });
  await screen.findByRole('heading', { level: 2, name: 'Locally Saved Contracts' });
  await waitFor(() => expect(screen.queryByText('Loading the contracts on this device…')).toBeNull());
  return view;
}

/** The local list's rows, as their cells' text. */
export function localRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Locally Saved Contracts' });
  const rows = [...table.querySelectorAll('tbody tr')];
  return rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}
