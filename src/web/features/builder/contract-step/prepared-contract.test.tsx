// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { useContractModals } from './contract-modals-store';
import { PreparedContract } from './prepared-contract';
import { ContractDialogs } from './values/contract-dialogs';
import { resetContractTools, seedContract } from '#web/testing/contract-values';

afterEach(() => {
  cleanup();
  resetContractTools();
});

describe('the contract on the Contract step', () => {
  it('opens the dialog of the line the agent taps', async () => {
    const user = userEvent.setup();
    const contract = seedContract(handWorkedContract());
    render(
      <>
        <PreparedContract contract={contract} editable />
        <ContractDialogs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit deposit' }));
    expect(useContractModals.getState().open).toBe('deposit');
    expect(await screen.findByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('has nothing to tap when shown read-only', () => {
    const contract = seedContract(handWorkedContract());
    render(<PreparedContract contract={contract} />);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });
});
