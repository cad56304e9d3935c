// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useContractModals } from '../contract-modals-store';
import { ContractDialogs } from './contract-dialogs';
import { dialogsClosed, resetContractTools, seedContract } from '#web/testing/contract-values';

afterEach(() => {
  cleanup();
  resetContractTools();
});

describe('the contract dialogs', () => {
  it('open when a line of the printed contract names one', async () => {
    seedContract();
    render(<ContractDialogs />);
    act(() => useContractModals.getState().show('financing'));
    expect(await screen.findByRole('dialog', { name: 'Financing' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);

    act(() => useContractModals.getState().show('coupon'));
    expect(await screen.findByRole('dialog', { name: 'Coupon' })).toBeInTheDocument();
    act(() => useContractModals.getState().hide());
    await dialogsClosed();
  });

  it('show an empty dialog, not a crash, before the contract is loaded', async () => {
    render(<ContractDialogs />);
    act(() => useContractModals.getState().show('deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
