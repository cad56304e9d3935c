// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBlankContract } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { Toolbox } from './toolbox';

beforeEach(() => {
  startBlankContract();
});
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

function renderToolbox() {
  const user = userEvent.setup();
  render(<Toolbox />);
  return { user };
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('the toolbox', () => {
  it('offers both calculators under its heading', () => {
    renderToolbox();
    const toolbox = screen.getByRole('region', { name: 'Toolbox' });
    expect(within(toolbox).getByRole('heading', { level: 2, name: 'Toolbox' })).toBeInTheDocument();
    expect(within(toolbox).getByRole('button', { name: 'Board Feet Calculator' })).toBeInTheDocument();
    expect(within(toolbox).getByRole('button', { name: 'Area Calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the board-feet calculator, without a Use button, and closes it with Done', async () => {
    const { user } = renderToolbox();
    await user.click(screen.getByRole('button', { name: 'Board Feet Calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Board Feet Calculator' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Length (ft)' }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: 'Width (ft)' }), '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Thickness (in)' }), '3');
    expect(within(dialog).getByRole('status', { name: 'Board feet' })).toHaveTextContent('1,800 board ft');
    expect(within(dialog).queryByRole('button', { name: /^Use/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await closed();
  });

  it('opens the area calculator on the contract and closes it with Escape', async () => {
    const { user } = renderToolbox();
    await user.click(screen.getByRole('button', { name: 'Area Calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Area Calculator' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Width (ft), room 1' }), '12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Length (ft), room 1' }), '15');
    expect(within(dialog).getByRole('status', { name: 'Total area' })).toHaveTextContent('180 sq ft');

    await user.keyboard('{Escape}');
    await closed();
    expect(useBuilderStore.getState().contract?.Area.Total).toBe(180);

    // Opened again, the rooms are still there: they live on the contract.
    await user.click(screen.getByRole('button', { name: 'Area Calculator' }));
    const again = await screen.findByRole('dialog', { name: 'Area Calculator' });
    expect(within(again).getByRole('textbox', { name: 'Width (ft), room 1' })).toHaveValue('12');
  });
});
