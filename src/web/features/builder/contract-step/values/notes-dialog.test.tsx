// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import {
  dialogsClosed,
  openFromToolbox,
  renderContractTools,
  resetContractTools,
  seedContract,
} from '#web/testing/contract-values';

beforeEach(() => {
  seedContract({ ...handWorkedContract(), Notes: 'Dog in the back yard.' });
});
afterEach(() => {
  cleanup();
  resetContractTools();
});

const notes = () => useBuilderStore.getState().contract?.Notes;

describe('the notes dialog', () => {
  it('shows the notes and saves each change', async () => {
    const { user } = renderContractTools();
    const dialog = await openFromToolbox(user, 'Notes');
    const field = within(dialog).getByRole('textbox', { name: 'Notes' });
    expect(field).toHaveValue('Dog in the back yard.');
    expect(field).toHaveFocus();

    await user.type(field, '{Enter}Gate code 4412.');
    expect(notes()).toBe('Dog in the back yard.\nGate code 4412.');
    expect(useBuilderStore.getState().contract?.Changed).toBe(true);
    // Enter in the notes is a new line, not Complete.
    expect(dialog).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    expect(notes()).toBe('Dog in the back yard.\nGate code 4412.');
  });
});
