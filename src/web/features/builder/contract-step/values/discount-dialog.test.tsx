// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_FLOORS } from '#domain/approval/price-floors';
import { useCatalogueStore } from '#web/sync/catalogue-download';
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

  it("says as it is typed how far the price falls below the office's floor (decision 080)", async () => {
    useCatalogueStore.setState({
      floors: { ...NO_FLOORS, agent: { maxDiscountPercent: 10, categoryMinimums: [] } },
    });
    const { user, dialog, field } = await openDiscount();
    await user.type(field, '700');
    expect(within(dialog).queryByText(/below the office’s floor/)).toBeNull();
    await user.clear(field);
    await user.type(field, '1250');
    // 10% of $7,821.00 is $782.10: $1,250.00 is $467.90 more.
    expect(within(dialog).getByRole('status', { name: 'Below the office’s floor' })).toHaveTextContent(
      'This price is $467.90 below the office’s floor: a manager’s approval code is needed before the customer ' +
        'signs.The discount of $1,250.00 is $467.90 more than the 10% ($782.10) you may give on this price.',
    );
    useCatalogueStore.setState({ floors: null });
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
