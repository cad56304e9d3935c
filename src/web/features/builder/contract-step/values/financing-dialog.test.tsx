// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Contract } from '#domain/contract/model';
import { setDeposit } from '#domain/contract/values';
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { useFinancingPlansStore } from '#web/sync/financing-plans';
import { financingOptionName } from './financing-dialog';
import {
  dialogsClosed,
  openFromToolbox,
  renderAndOpen,
  resetContractTools,
  seedContract,
  storedValues,
} from '#web/testing/contract-values';

// The hand-worked contract ($7,821) with a $1,500 deposit: NetDue $6,321.
function withDeposit(): Contract {
  const contract = handWorkedContract();
  return { ...contract, Values: setDeposit(contract.Values, 1500) };
}

// The same, with the legacy 12-month plan DEL2699 (hidden, id 1) chosen, as an old contract loads.
function withLegacyPlan(): Contract {
  const contract = withDeposit();
  const financing = contract.Values.Financing.map((option) => (option.Id === 1 ? { ...option, Active: true } : option));
  return { ...contract, Values: { ...contract.Values, Financing: financing, FinancingId: 1 } };
}

afterEach(() => {
  cleanup();
  resetContractTools();
});

async function openFinancing() {
  const { user, dialog } = await renderAndOpen('Financing');
  return { user, dialog };
}

const SIX_MONTHS = '6 months, 0% APR (DEL2606)';
const SIXTY_MONTHS = '60 months, 8.99% APR (DEL2689)';
const LEGACY = '12 months, 0% APR (DEL2699)';

describe('the financing dialog', () => {
  beforeEach(() => {
    seedContract(withDeposit());
  });

  it('lists the visible plans with their payments on NetDue', async () => {
    const { dialog } = await openFinancing();
    expect(within(dialog).getByRole('status', { name: 'Amount financed (Net Due)' })).toHaveTextContent('$6,321.00');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([SIX_MONTHS, SIXTY_MONTHS]);
    // 6,321 / 6 = 1,053.50 -> 1,054 a month; 12 x 1,054 / 52 = 243.23 -> 243 a week.
    expect(within(dialog).getByRole('checkbox', { name: SIX_MONTHS })).toHaveAccessibleDescription(
      '$1,054 a month, $243 a week.',
    );
    // r = 8.99 / 1200; 6,321 r / (1 - (1 + r)^-60) = 131.18 -> 131 a month; 12 x 131 / 52 = 30.23 -> 30 a week.
    expect(within(dialog).getByRole('checkbox', { name: SIXTY_MONTHS })).toHaveAccessibleDescription(
      '$131 a month, $30 a week.',
    );
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('checks and unchecks a plan', async () => {
    const { user, dialog } = await openFinancing();
    const sixty = within(dialog).getByRole('checkbox', { name: SIXTY_MONTHS });
    await user.click(sixty);
    expect(sixty).toBeChecked();
    expect(storedValues().Financing.find((option) => option.Id === 5)?.Active).toBe(true);
    expect(storedValues().FinancingId).toBe(5);

    await user.click(sixty);
    expect(sixty).not.toBeChecked();
    expect(storedValues().Financing.every((option) => !option.Active)).toBe(true);
    expect(storedValues().FinancingId).toBeNull();
  });

  it('marks the plan checked last when several are checked', async () => {
    const { user, dialog } = await openFinancing();
    await user.click(within(dialog).getByRole('checkbox', { name: SIXTY_MONTHS }));
    expect(dialog).not.toHaveTextContent('Checked last');
    await user.click(within(dialog).getByRole('checkbox', { name: SIX_MONTHS }));
    expect(storedValues().FinancingId).toBe(3);
    expect(within(dialog).getByRole('checkbox', { name: SIX_MONTHS })).toHaveAccessibleDescription(
      "$1,054 a month, $243 a week. Checked last: the contract's plan",
    );
    expect(within(dialog).getByRole('checkbox', { name: SIXTY_MONTHS })).toHaveAccessibleDescription(
      '$131 a month, $30 a week.',
    );
  });

  it('follows NetDue while the dialog is open', async () => {
    const { dialog } = await openFinancing();
    seedContract(handWorkedContract());
    // Without the deposit: 7,821 / 6 = 1,303.50 -> 1,304; 12 x 1,304 / 52 = 300.92 -> 301.
    await waitFor(() =>
      expect(within(dialog).getByRole('checkbox', { name: SIX_MONTHS })).toHaveAccessibleDescription(
        '$1,304 a month, $301 a week.',
      ),
    );
  });
});

describe("the office's plans, as the device last downloaded them", () => {
  const RERATED = '60 months, 9.49% APR (DEL2689)';
  const ADDED = '60 months, 5.99% APR (DEL2665)';
  beforeEach(() => {
    useFinancingPlansStore.setState({
      plans: [
        { Id: 1, Code: 'DEL2699', Term: 12, Apr: 0, Visible: false },
        { Id: 3, Code: 'DEL2606', Term: 6, Apr: 0, Visible: false },
        { Id: 5, Code: 'DEL2689', Term: 60, Apr: 9.49, Visible: true },
        { Id: 7, Code: 'DEL2665', Term: 60, Apr: 5.99, Visible: true },
      ],
      downloadedAt: '2026-11-27T08:00:00.000Z',
    });
  });

  it('offers a re-rated plan at its new terms and an added one, not a retired one, and the choice takes them', async () => {
    seedContract(withDeposit());
    const { user, dialog } = await openFinancing();
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([RERATED, ADDED]);
    // r = 9.49 / 1200; 6,321 r / (1 - (1 + r)^-60) = 132.72 -> 133 a month; 12 x 133 / 52 = 30.69 -> 31 a week.
    expect(within(dialog).getByRole('checkbox', { name: RERATED })).toHaveAccessibleDescription(
      '$133 a month, $31 a week.',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: RERATED }));
    expect(storedValues().Financing.find((option) => option.Id === 5)).toMatchObject({
      Apr: 9.49,
      Active: true,
      AmountMonth: 133,
      AmountWeek: 31,
    });
    // r = 5.99 / 1200: 122.17 -> 122 a month; 12 x 122 / 52 = 28.15 -> 28 a week.
    await user.click(within(dialog).getByRole('checkbox', { name: ADDED }));
    expect(storedValues().Financing.find((option) => option.Id === 7)).toMatchObject({
      Apr: 5.99,
      Active: true,
      AmountMonth: 122,
      AmountWeek: 28,
    });
    expect(storedValues().FinancingId).toBe(7);
  });

  it('leaves a plan the contract chose at the terms it was sold with', async () => {
    const sold = withDeposit();
    seedContract({
      ...sold,
      Values: {
        ...sold.Values,
        Financing: sold.Values.Financing.map((option) => (option.Id === 5 ? { ...option, Active: true } : option)),
        FinancingId: 5,
      },
    });
    const { dialog } = await openFinancing();
    expect(within(dialog).getByRole('checkbox', { name: SIXTY_MONTHS })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: RERATED })).toBeNull();
  });
});

describe('a legacy plan', () => {
  beforeEach(() => {
    seedContract(withLegacyPlan());
  });

  it('is listed while chosen, with a warning', async () => {
    const { dialog } = await openFinancing();
    const legacy = within(dialog).getByRole('checkbox', { name: LEGACY });
    expect(legacy).toBeChecked();
    // 6,321 / 12 = 526.75 -> 527 a month; 12 x 527 / 52 = 121.62 -> 122 a week.
    expect(legacy).toHaveAccessibleDescription(
      '$527 a month, $122 a week. Legacy plan: once unchecked, it cannot be chosen again.',
    );
  });

  it('stays chosen when the removal is cancelled', async () => {
    const { user, dialog } = await openFinancing();
    await user.click(within(dialog).getByRole('checkbox', { name: LEGACY }));
    const question = await screen.findByRole('dialog', { name: 'Remove Legacy Financing?' });
    expect(question).toHaveTextContent(
      'If you uncheck this legacy financing option, you will not be able to re-select it. Are you sure you want to continue?',
    );
    await user.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove Legacy Financing?' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('checkbox', { name: LEGACY })).toBeChecked();
    expect(storedValues().Financing.find((option) => option.Id === 1)?.Active).toBe(true);
    expect(storedValues().FinancingId).toBe(1);
  });

  it('once removed, cannot be chosen again', async () => {
    const { user, dialog } = await openFinancing();
    await user.click(within(dialog).getByRole('checkbox', { name: LEGACY }));
    const question = await screen.findByRole('dialog', { name: 'Remove Legacy Financing?' });
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Remove Legacy Financing?' })).not.toBeInTheDocument(),
    );

    expect(storedValues().Financing.find((option) => option.Id === 1)?.Active).toBe(false);
    expect(storedValues().FinancingId).toBeNull();
    const legacy = within(dialog).getByRole('checkbox', { name: LEGACY });
    expect(legacy).not.toBeChecked();
    expect(legacy).toHaveAttribute('aria-disabled', 'true');
    // The focus comes back to the box the agent unchecked, not to the page.
    await waitFor(() => expect(legacy).toHaveFocus());
    expect(legacy).toHaveAccessibleDescription('Removed. A legacy plan cannot be chosen again once unchecked.');
    await user.click(legacy);
    expect(legacy).not.toBeChecked();
    expect(storedValues().Financing.find((option) => option.Id === 1)?.Active).toBe(false);

    // Opened again, only the visible plans are listed.
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await dialogsClosed();
    const again = await openFromToolbox(user, 'Financing');
    expect(within(again).queryByRole('checkbox', { name: LEGACY })).not.toBeInTheDocument();
    expect(within(again).getAllByRole('checkbox')).toHaveLength(2);
  });
});

describe('financingOptionName', () => {
  it('says term, APR and code', () => {
    expect(financingOptionName({ Term: 60, Apr: 6.99, Code: 'DEL2659' })).toBe('60 months, 6.99% APR (DEL2659)');
  });
});
