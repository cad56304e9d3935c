// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
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

async function openDeposit() {
  const { user, dialog } = await renderAndOpen('Deposit');
  const field = within(dialog).getByRole('textbox', { name: 'Deposit' });
  return { user, dialog, field };
}

describe('the deposit dialog', () => {
  it('hints the minimum deposit: 20% of 7,821 = 1,564.20 -> $1,564', async () => {
    const { field } = await openDeposit();
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription('Minimum deposit (20%): $1,564');
  });

  it('strips what is not a number as the agent types, and saves each value at once', async () => {
    const { user, dialog, field } = await openDeposit();
    await user.type(field, '$1,500');
    expect(field).toHaveValue('1500');
    // 7,821 - 1,500 = 6,321
    expect(storedValues()).toMatchObject({ Deposit: 1500, NetDue: 6321 });
    expect(within(dialog).getByRole('status', { name: 'Net Due' })).toHaveTextContent('$6,321.00');
    // The deposit is not a discount: the hint stays on the total after discounts.
    expect(field).toHaveAccessibleDescription('Minimum deposit (20%): $1,564');
  });

  it('takes a pasted amount with cents', async () => {
    const { user, field } = await openDeposit();
    await user.click(field);
    await user.paste('$1,500.50');
    expect(field).toHaveValue('1500.50');
    expect(storedValues()).toMatchObject({ Deposit: 1500.5, NetDue: 6320.5 });
  });

  it('never blocks a deposit under the minimum', async () => {
    const { user, field } = await openDeposit();
    await user.type(field, '100');
    expect(field).toBeValid();
    expect(storedValues().Deposit).toBe(100);
  });

  it('refuses what does not read as an amount and keeps the last good one', async () => {
    const { user, field } = await openDeposit();
    await user.type(field, '1500');
    await user.clear(field);
    await user.type(field, '-');
    expect(field).toHaveValue('-');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      "Minimum deposit (20%): $1,564 '-' is not an amount. Type it like 1250 or 1250.50. The contract keeps $0.00.",
    );
    // Clearing the box saved 0; the '-' changed nothing.
    expect(storedValues().Deposit).toBe(0);

    await user.type(field, '250');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('An amount cannot be negative. The contract keeps $0.00.'),
    );
    expect(storedValues().Deposit).toBe(0);
  });

  it('keeps a good deposit while a later keystroke does not read', async () => {
    const { user, field } = await openDeposit();
    await user.type(field, '1500..');
    expect(field).toBeInvalid();
    expect(storedValues().Deposit).toBe(1500);
  });

  it('warns, without blocking, when the deposit is more than is owed', async () => {
    const { user, dialog, field } = await openDeposit();
    await user.type(field, '9000');
    // 7,821 - 9,000 = -1,179
    expect(storedValues().NetDue).toBe(-1179);
    expect(within(dialog).getByRole('status', { name: 'Net Due' })).toHaveTextContent('-$1,179.00');
    expect(dialog).toHaveTextContent('Deposit, discount and coupon come to more than the contract total.');
  });

  it('shows the saved deposit when opened again', async () => {
    const { user, dialog, field } = await openDeposit();
    await user.type(field, '1500.5');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    const again = await openFromToolbox(user, 'Deposit');
    expect(within(again).getByRole('textbox', { name: 'Deposit' })).toHaveValue('1500.50');
  });

  it('starts with the focus in the box', async () => {
    const { field } = await openDeposit();
    expect(field).toHaveFocus();
  });

  describe('in a state that caps deposits', () => {
    const inState = (State: string) => {
      const contract = handWorkedContract();
      seedContract({ ...contract, Customer: { ...contract.Customer, State } });
    };

    it("shows California's cap, $782.10 on $7,821 (10%), and no 20% hint above it", async () => {
      inState('CA');
      const { field } = await openDeposit();
      expect(field).toHaveAccessibleDescription('Maximum deposit in California: $782.10');
    });

    it("shows the 20% hint beside Maryland's one-third cap", async () => {
      inState('MD');
      const { field } = await openDeposit();
      // 7,821 / 3 = 2,607.
      expect(field).toHaveAccessibleDescription('Minimum deposit (20%): $1,564. Maximum deposit in Maryland: $2,607');
    });

    it('keeps a deposit above the cap and says by how much, and that it cannot be signed', async () => {
      inState('CA');
      const { user, field } = await openDeposit();
      await user.type(field, '1000');
      expect(storedValues().Deposit).toBe(1000);
      expect(field).toHaveAccessibleDescription(
        'Maximum deposit in California: $782.10 ' +
          '$217.90 over the maximum: the contract cannot be signed until the deposit is at most $782.10.',
      );
    });
  });
});
