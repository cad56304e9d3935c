// @vitest-environment jsdom
// The Sign step's chooser (decision 077): each option at its price, what is paid today and the monthly payment apart,
// and a whole row, tapped anywhere, chooses it.
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goodAndBetter } from '#domain/testing/options';
import { OptionChoice } from './option-choice';

afterEach(cleanup);

describe('the option chooser', () => {
  it('names each option at its price, with the deposit and the monthly payment apart', () => {
    render(<OptionChoice contract={goodAndBetter()} chosen={null} onChoose={vi.fn()} onConfirm={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Good: $7,821.00' })).toBeInTheDocument();
    const better = screen.getByRole('radio', { name: 'Better: $9,561.00' });
    expect(better).toHaveAccessibleDescription('$2,500.00 paid today · or $147.00 a month for 60 months');
  });

  it('chooses an option from a tap anywhere on its row, at least 44 px high', async () => {
    const onChoose = vi.fn();
    render(<OptionChoice contract={goodAndBetter()} chosen={null} onChoose={onChoose} onConfirm={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByText('$2,500.00 paid today · or $147.00 a month for 60 months'));
    expect(onChoose).toHaveBeenCalledWith(expect.stringMatching(/./));
    const row = screen.getByText('$2,500.00 paid today · or $147.00 a month for 60 months').closest('label')!;
    expect(row).toHaveClass('option-choice-row');
  });
});
