// Renders one builder step in memory, with the confirm dialog the layout
// mounts, and a stand-in for every other route so Back and Next can be followed.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Contract, Customer } from '#domain/contract/model';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useBuilderStore } from '../contract-in-progress/builder-store';
// Loaded with the test file, not at the store's first write: a write a test starts and does not await would otherwise
// still be loading the device's code when the test file's environment is torn down.
import '../contract-in-progress/builder-device';

function Elsewhere() {
  const { pathname } = useLocation();
  return <h1>Elsewhere {pathname}</h1>;
}

export function renderStep(path: string, step: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={step} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
      <ConfirmDialog />
    </MemoryRouter>,
  );
}

/** A blank contract in the store, as start-up leaves it. */
export function startBlankContract(): Contract {
  useBuilderStore.getState().startNew();
  return builderContract();
}

export function builderContract(): Contract {
  const { contract } = useBuilderStore.getState();
  if (!contract) throw new Error('no contract in the builder');
  return contract;
}

export function withCustomer(patch: Partial<Customer>): void {
  const contract = builderContract();
  useBuilderStore.setState({ contract: { ...contract, Customer: { ...contract.Customer, ...patch } } });
}
