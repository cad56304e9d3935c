// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoardFeetCalculator, type BoardFeetCalculatorProps } from './board-feet-calculator';

afterEach(cleanup);

function renderCalculator(props: BoardFeetCalculatorProps = {}) {
  const user = userEvent.setup();
  render(<BoardFeetCalculator {...props} />);
  return { user };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const result = () => screen.getByRole('status', { name: 'Board feet' });

describe('the board-feet calculator', () => {
  it('multiplies length, width and thickness', async () => {
    const { user } = renderCalculator();
    expect(screen.getByRole('group', { name: 'Measure by' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Length x width' })).toBeChecked();
    expect(result()).toHaveTextContent('No result yet');

    await user.type(field('Length (ft)'), '20');
    await user.type(field('Width (ft)'), '30');
    await user.type(field('Thickness (in)'), '3');
    expect(result()).toHaveTextContent('1,800 board ft');
  });

  it('multiplies square footage and thickness, rounded', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByRole('radio', { name: 'Square footage' }));
    expect(screen.queryByRole('textbox', { name: 'Length (ft)' })).not.toBeInTheDocument();
    await user.type(field('Square footage (sq ft)'), '600.5');
    await user.type(field('Thickness (in)'), '2.5');
    expect(result()).toHaveTextContent('1,501 board ft');
  });

  it('keeps the thickness when the agent switches how to measure', async () => {
    const { user } = renderCalculator();
    await user.type(field('Thickness (in)'), '3');
    await user.click(screen.getByRole('radio', { name: 'Square footage' }));
    expect(field('Thickness (in)')).toHaveValue('3');
    await user.type(field('Square footage (sq ft)'), '100');
    expect(result()).toHaveTextContent('300 board ft');
  });

  it('offers decimal keyboards and no autocomplete', () => {
    renderCalculator();
    for (const name of ['Length (ft)', 'Width (ft)', 'Thickness (in)']) {
      expect(field(name)).toHaveAttribute('inputmode', 'decimal');
      expect(field(name)).toHaveAttribute('autocomplete', 'off');
    }
  });

  it('says what is wrong with a bad field and offers no result', async () => {
    const { user } = renderCalculator({ onUse: vi.fn() });
    await user.type(field('Length (ft)'), '20');
    await user.type(field('Width (ft)'), '30');
    await user.type(field('Thickness (in)'), 'three');
    expect(field('Thickness (in)')).toBeInvalid();
    expect(field('Thickness (in)')).toHaveAccessibleDescription('Thickness must be a number of 0 or more');
    expect(field('Length (ft)')).toBeValid();
    expect(result()).toHaveTextContent('No result yet');
    expect(screen.getByRole('button', { name: /^Use/ })).toBeDisabled();
  });

  it('says an empty field is missing only once the agent has left it', async () => {
    const { user } = renderCalculator();
    await user.click(field('Length (ft)'));
    expect(field('Length (ft)')).toBeValid();
    expect(screen.queryByText('Length must be a number of 0 or more')).not.toBeInTheDocument();
    await user.tab();
    expect(field('Length (ft)')).toBeInvalid();
    expect(field('Length (ft)')).toHaveAccessibleDescription('Length must be a number of 0 or more');
    expect(field('Width (ft)')).toBeValid();
  });

  it('hands the result over with Use', async () => {
    const onUse = vi.fn();
    const { user } = renderCalculator({ onUse });
    expect(screen.getByRole('button', { name: 'Use board ft' })).toBeDisabled();
    await user.type(field('Length (ft)'), '20');
    await user.type(field('Width (ft)'), '30');
    await user.type(field('Thickness (in)'), '3');
    await user.click(screen.getByRole('button', { name: 'Use 1,800 board ft' }));
    expect(onUse).toHaveBeenCalledExactlyOnceWith(1800);
  });

  it('names the Use button as it is told, and offers none without onUse', async () => {
    const { user } = renderCalculator({ onUse: vi.fn(), useLabel: 'Use as quantity' });
    await user.type(field('Length (ft)'), '1');
    expect(screen.getByRole('button', { name: 'Use as quantity' })).toBeDisabled();
    cleanup();
    renderCalculator();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets two calculators live side by side', async () => {
    const user = userEvent.setup();
    render(
      <>
        <BoardFeetCalculator />
        <BoardFeetCalculator />
      </>,
    );
    const [first, second] = screen.getAllByRole('radio', { name: 'Square footage' });
    await user.click(second!);
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    expect(screen.getAllByRole('textbox', { name: 'Length (ft)' })).toHaveLength(1);
  });
});
