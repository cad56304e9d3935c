// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAndOpen, resetContractTools, seedContract, storedValues } from '#web/testing/contract-values';

beforeEach(() => {
  seedContract();
});
afterEach(() => {
  cleanup();
  resetContractTools();
  vi.useRealTimers();
});

async function openCoupon() {
  const { user, dialog } = await renderAndOpen('Coupon');
  return {
    user,
    dialog,
    title: within(dialog).getByRole('textbox', { name: 'Title' }),
    percent: within(dialog).getByRole('textbox', { name: 'Percent' }),
    amount: within(dialog).getByRole('textbox', { name: 'Amount' }),
  };
}

describe('the coupon dialog', () => {
  it('saves the title', async () => {
    const { user, title } = await openCoupon();
    expect(title).toHaveFocus();
    await user.type(title, 'Fall savings');
    expect(storedValues().Coupon).toEqual({ Active: false, Title: 'Fall savings', Percent: 0, Amount: 0 });
  });

  it('works the amount out from a percent: 10% of 7,821 = 782.10 -> 782', async () => {
    const { user, dialog, percent, amount } = await openCoupon();
    await user.type(percent, '10');
    expect(storedValues().Coupon).toEqual({ Active: true, Title: '', Percent: 10, Amount: 782 });
    expect(amount).toHaveValue('782');
    // 7,821 - 782 = 7,039
    expect(within(dialog).getByRole('status', { name: 'Contract Total after discounts' })).toHaveTextContent(
      '$7,039.00',
    );
    expect(within(dialog).getByRole('status', { name: 'Net Due' })).toHaveTextContent('$7,039.00');
  });

  it('rounds half a dollar up: 2.5% of 7,821 = 195.525 -> 196', async () => {
    const { user, percent, amount } = await openCoupon();
    await user.type(percent, '2.5');
    expect(amount).toHaveValue('196');
    expect(storedValues().Coupon.Amount).toBe(196);
  });

  it('turns into a fixed amount with percent 0 when an amount is typed', async () => {
    const { user, percent, amount } = await openCoupon();
    await user.type(percent, '10');
    await user.clear(amount);
    await user.type(amount, '$250');
    expect(storedValues().Coupon).toEqual({ Active: true, Title: '', Percent: 0, Amount: 250 });
    expect(percent).toHaveValue('');
    expect(amount).toHaveValue('250');
    // 7,821 - 250 = 7,571
    expect(storedValues().NetDue).toBe(7571);
  });

  it('leaves a fixed amount alone when 0% is typed over it', async () => {
    const { user, percent, amount } = await openCoupon();
    await user.type(amount, '250');
    await user.type(percent, '0');
    expect(storedValues().Coupon).toMatchObject({ Percent: 0, Amount: 250 });
    expect(amount).toHaveValue('250');
  });

  it('is inactive at an amount of 0', async () => {
    const { user, amount } = await openCoupon();
    await user.type(amount, '250');
    await user.clear(amount);
    await user.type(amount, '0');
    expect(storedValues().Coupon).toEqual({ Active: false, Title: '', Percent: 0, Amount: 0 });
    expect(amount).toHaveValue('0');
  });

  it('refuses a percent over 100 and keeps the last good one', async () => {
    const { user, percent, amount } = await openCoupon();
    await user.type(percent, '15');
    // 15% of 7,821 = 1,173.15 -> 1,173; then '150' is refused.
    await user.type(percent, '0');
    expect(percent).toHaveValue('150');
    expect(percent).toBeInvalid();
    expect(percent).toHaveAccessibleDescription(
      expect.stringContaining('A percent is between 0 and 100. The contract keeps 15%.'),
    );
    expect(storedValues().Coupon).toMatchObject({ Percent: 15, Amount: 1173 });
    expect(amount).toHaveValue('1173');
  });

  describe('an offer that says it ends (decision 059)', () => {
    beforeEach(() => {
      // Friday evening on the tablet's own calendar.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 27, 19, 30) });
    });

    it('ends a “today only” coupon today, filled in where the agent sees it', async () => {
      const { user, dialog, title, percent } = await openCoupon();
      await user.type(title, 'Today only');
      await user.type(percent, '10');
      expect(within(dialog).getByLabelText('Offer ends')).toHaveValue('2026-11-27');
      expect(storedValues().Coupon).toEqual({
        Active: true,
        Title: 'Today only',
        Percent: 10,
        Amount: 782,
        EndsOn: '2026-11-27',
      });
      expect(within(dialog).queryByRole('alert')).toBeNull();
    });

    it('asks for the last day of a limited-time offer, and keeps the day given', async () => {
      const { user, dialog, title, amount } = await openCoupon();
      await user.type(title, 'Limited time savings');
      await user.type(amount, '250');
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The coupon “Limited time savings” says the offer ends but gives no day it ends.',
      );
      const endsOn = within(dialog).getByLabelText('Offer ends');
      expect(endsOn).toHaveAttribute('min', '2026-11-27');
      fireEvent.change(endsOn, { target: { value: '2026-12-05' } });
      expect(storedValues().Coupon.EndsOn).toBe('2026-12-05');
      expect(within(dialog).queryByRole('alert')).toBeNull();
      fireEvent.change(endsOn, { target: { value: '' } });
      expect(storedValues().Coupon).not.toHaveProperty('EndsOn');
      expect(within(dialog).getByRole('alert')).toBeVisible();
    });
  });
});
