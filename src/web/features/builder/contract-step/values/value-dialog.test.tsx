// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useContractModals } from '../contract-modals-store';
import { ValueDialog } from './value-dialog';
import { dialogsClosed, resetContractTools } from '#web/testing/contract-values';

beforeEach(() => {
  render(
    <ValueDialog modal="deposit">
      <label htmlFor="field">Field</label>
      <input id="field" />
    </ValueDialog>,
  );
});
afterEach(() => {
  cleanup();
  resetContractTools();
});

async function openDeposit() {
  const user = userEvent.setup();
  useContractModals.getState().show('deposit');
  const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
  return { user, dialog };
}

describe('a value dialog', () => {
  it('is closed until the store names it, then titled from EDITABLE_LINE_TITLES', async () => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = await openDeposit();
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();
    // Only Complete: what was typed is already saved, there is nothing to cancel.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete']);
  });

  it('closes when the store names another dialog', async () => {
    await openDeposit();
    act(() => useContractModals.getState().show('notes'));
    await dialogsClosed();
  });

  it('closes with Complete', async () => {
    const { user, dialog } = await openDeposit();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    expect(useContractModals.getState().open).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = await openDeposit();
    await user.keyboard('{Escape}');
    await dialogsClosed();
  });

  it('closes with a tap outside', async () => {
    const { user, dialog } = await openDeposit();
    await user.click(dialog);
    await dialogsClosed();
  });

  it('closes with Enter in a field, as Complete does', async () => {
    const { user, dialog } = await openDeposit();
    await user.type(within(dialog).getByRole('textbox', { name: 'Field' }), '12{Enter}');
    await dialogsClosed();
  });
});
