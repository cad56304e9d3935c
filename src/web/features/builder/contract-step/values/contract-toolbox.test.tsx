// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useContractModals } from '../contract-modals-store';
import { dialogsClosed, renderContractTools, resetContractTools, seedContract } from '#web/testing/contract-values';

beforeEach(() => {
  seedContract();
});
afterEach(() => {
  cleanup();
  resetContractTools();
});

const TOOLS = ['Deposit', 'Discount', 'Coupon', 'Financing', 'Notes'];

describe('the contract toolbox', () => {
  it('offers the five value dialogs under its heading', () => {
    renderContractTools();
    const toolbox = screen.getByRole('region', { name: 'Toolbox' });
    expect(within(toolbox).getByRole('heading', { level: 2, name: 'Toolbox' })).toBeInTheDocument();
    expect(
      within(toolbox)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(TOOLS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(TOOLS)('opens the %s dialog, and Complete gives the focus back to its button', async (name) => {
    const { user } = renderContractTools();
    const button = screen.getByRole('button', { name });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(useContractModals.getState().open).toBe(name.toLowerCase());

    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
