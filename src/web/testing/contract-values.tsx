// Renders the Contract step's toolbox and value dialogs on the hand-worked
// contract (Total $7,821, see src/domain/testing/hand-worked-contract.ts),
// with the confirm dialog the layout mounts.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Contract, Values } from '#domain/contract/model';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useBuilderStore } from '../contract-in-progress/builder-store';
import { useContractModals } from '../features/builder/contract-step/contract-modals-store';
import { ContractDialogs } from '../features/builder/contract-step/values/contract-dialogs';
import { ContractToolbox } from '../features/builder/contract-step/values/contract-toolbox';

export function seedContract(contract: Contract = handWorkedContract()): Contract {
  useBuilderStore.setState({ contract, loaded: true });
  return contract;
}

export function storedValues(): Values {
  const { contract } = useBuilderStore.getState();
  if (!contract) throw new Error('no contract in the builder');
  return contract.Values;
}

export function renderContractTools() {
  const user = userEvent.setup();
  render(
    <>
      <ContractToolbox />
      <ContractDialogs />
      <ConfirmDialog />
    </>,
  );
  return { user };
}

/** Opens a dialog from the toolbox and returns it. */
export async function openFromToolbox(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** Renders the toolbox and its dialogs, then opens the named one. */
export async function renderAndOpen(name: string) {
  const { user } = renderContractTools();
  const dialog = await openFromToolbox(user, name);
  return { user, dialog };
}

export const dialogsClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

export function resetContractTools(): void {
  useContractModals.setState({ open: null });
  useBuilderStore.setState({ contract: null, loaded: false });
}
