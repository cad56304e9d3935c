// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dialogsClosed,
  openFromToolbox,
  renderAndOpen,
  resetContractTools,
  seedContract,
  storedValues,
} from '#web/testing/contract-values';

beforeEach(() => {
  seedContract();
});
afterEach(() => {
  cleanup();
  resetContractTools();
});

async function openDiscount() {
  const { user, dialog } = await renderAndOpen('Discount');
  const field = within(dialog).getByRole('textbox', { name: 'Discount' });
  return { user, dialog, field };
}

describe('the discount dialog', () => {
  it('saves a typed discount as active and lowers what is owed', async () => {
    const { user, dialog, field } = await openDiscount();
    await user.type(field, '$500');
    expect(field).toHaveValue('500');
    expect(storedValues().Discount).toEqual({ Active: true, Amount: 500 });
    // 7,821 - 500 = 7,321
    expect(storedValues().NetDue).toBe(7321);
    expect(within(dialog).getByRole('status', { name: 'Contract Total after discounts' })).toHaveTextContent(
      '$7,321.00',
    );
    expect(within(dialog).getByRole('status', { name: 'Net Due' })).toHaveTextContent('$7,321.00');
  });

  it('lowers the minimum deposit: 20% of 7,321 = 1,464.20 -> $1,464', async () => {
    const { user, dialog, field } = await openDiscount();
    await user.type(field, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    const deposit = await openFromToolbox(user, 'Deposit');
    expect(within(deposit).getByRole('textbox', { name: 'Deposit' })).toHaveAccessibleDescription(
      'Minimum deposit (20%): $1,464',
    );
  });

  it('is inactive again at 0', async () => {
    const { user, field } = await openDiscount();
    await user.type(field, '500');
    await user.clear(field);
    expect(storedValues().Discount).toEqual({ Active: false, Amount: 0 });
    expect(storedValues().NetDue).toBe(7821);
  });

  it('refuses a negative discount and keeps the last good one', async () => {
    const { user, field } = await openDiscount();
    await user.type(field, '500');
    await user.clear(field);
    await user.paste('-500');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      'A discount of $0 is left off the contract. An amount cannot be negative. The contract keeps $0.00.',
    );
    expect(storedValues().Discount).toEqual({ Active: false, Amount: 0 });
  });
});
