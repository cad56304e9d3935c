// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builderContract, renderStep, startBlankContract } from '#web/testing/builder';
import { useBuilderStore } from '#web/contract-in-progress/builder-store';
import { GoalsStep } from './goals-step';

beforeEach(startBlankContract);
afterEach(() => {
  cleanup();
  useBuilderStore.setState({ contract: null, loaded: false });
});

function renderGoalsStep() {
  const user = userEvent.setup();
  renderStep('/builder/goals', <GoalsStep />);
  return { user };
}

const goalNames = () => builderContract().Goals.map((goal) => goal.Name);

async function answerDelete(user: ReturnType<typeof userEvent.setup>, goal: string, answer: 'Yes' | 'No') {
  await user.click(screen.getByRole('button', { name: `Delete goal ${goal}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Goal' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this goal and its projects?');
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the goals step', () => {
  it('shows one empty goal on a new contract, and the step number', () => {
    renderGoalsStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Identify Goals' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Goal 1' })).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('names a goal as the agent types', async () => {
    const { user } = renderGoalsStep();
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Lower heating bills');
    expect(goalNames()).toEqual(['Lower heating bills']);
    expect(screen.getByRole('link', { name: 'Goals complete' })).toBeInTheDocument();
  });

  it('adds a goal and puts the cursor in it', async () => {
    const { user } = renderGoalsStep();
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    const second = screen.getByRole('textbox', { name: 'Goal 2' });
    expect(second).toHaveFocus();
    await user.keyboard('Warmer bedrooms');
    expect(goalNames()).toEqual(['', 'Warmer bedrooms']);
  });

  it('deletes a goal only once the agent confirms', async () => {
    const { user } = renderGoalsStep();
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Lower heating bills');
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    await user.keyboard('Warmer bedrooms');

    await answerDelete(user, 'Goal 1', 'No');
    expect(goalNames()).toEqual(['Lower heating bills', 'Warmer bedrooms']);

    await answerDelete(user, 'Goal 1', 'Yes');
    expect(goalNames()).toEqual(['Warmer bedrooms']);
    expect(screen.getByRole('textbox', { name: 'Goal 1' })).toHaveValue('Warmer bedrooms');
    expect(screen.queryByRole('textbox', { name: 'Goal 2' })).not.toBeInTheDocument();
    // The goal that moved up has the focus, not the page.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Goal 1' })).toHaveFocus());
  });

  it('leaves one empty goal when the last is deleted', async () => {
    const { user } = renderGoalsStep();
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Lower heating bills');
    const before = builderContract().Goals[0]?.Gid;

    await answerDelete(user, 'Goal 1', 'Yes');
    expect(goalNames()).toEqual(['']);
    expect(builderContract().Goals[0]?.Gid).not.toBe(before);
    expect(screen.getByRole('textbox', { name: 'Goal 1' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Goal 1' })).toHaveFocus());
  });

  it('goes back to Customer and on to Projects', () => {
    renderGoalsStep();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/builder/customer');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/builder/projects');
  });
});

describe('the goals step of a signed contract', () => {
  it('shows the contract signed, its fields disabled, until the agent makes a new version', async () => {
    const { user } = renderGoalsStep();
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Warmer attic');
    act(() =>
      useBuilderStore
        .getState()
        .applySigned({ ...builderContract(), Date: '2026-11-24T15:05:00.000Z', Changed: false }),
    );

    expect(screen.getByRole('heading', { name: 'This contract is signed' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Goal 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Add Goal/i })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Next/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change it: make a new version' }));
    expect(screen.queryByRole('heading', { name: 'This contract is signed' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), ' and crawlspace');
    expect(goalNames()).toEqual(['Warmer attic and crawlspace']);
    expect(useBuilderStore.getState().signed[builderContract().ContractId]?.[0]?.Goals[0]?.Name).toBe('Warmer attic');
  });
});
