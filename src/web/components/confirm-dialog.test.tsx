// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAppState } from '../lib/app-state';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm, type ConfirmOptions } from './confirm-store';
import {
  DELETE_CONTRACT,
  DELETE_GOAL,
  DELETE_PROJECT,
  REMOVE_LEGACY_FINANCING,
  START_NEW_CONTRACT,
} from './confirmations';

function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void confirm(options).then((yes) => setAnswer(String(yes)))}>
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

/** A question of our own, without buttons named: the dialog's defaults. */
const PLAIN_QUESTION = { title: 'Plain Question', body: 'Is this a question?' } satisfies ConfirmOptions;

async function ask(options: ConfirmOptions = PLAIN_QUESTION) {
  const user = userEvent.setup();
  render(
    <>
      <Asker options={options} />
      <ConfirmDialog />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  const dialog = await screen.findByRole('dialog', { name: options.title });
  return { user, dialog };
}

const answer = () => screen.getByRole('status');

afterEach(() => {
  cleanup();
  // A question left open by one test would still be open in the next.
  resetAppState();
});

describe('the confirm dialog', () => {
  it('asks with the title and body, Cancel focused', async () => {
    const { dialog } = await ask();
    expect(dialog).toHaveTextContent('Is this a question?');
    expect(dialog).toHaveAccessibleDescription('Is this a question?');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it.each([DELETE_PROJECT, START_NEW_CONTRACT, DELETE_CONTRACT, REMOVE_LEGACY_FINANCING, DELETE_GOAL])(
    'asks "$title" as the original did, Yes or No, No focused',
    async (question) => {
      const { user, dialog } = await ask(question);
      expect(dialog).toHaveAccessibleDescription(question.body);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['No', 'Yes']);
      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(answer()).toHaveTextContent('true'));
    },
  );

  it('Confirm answers true', async () => {
    const { user, dialog } = await ask();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(answer()).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Cancel answers false', async () => {
    const { user, dialog } = await ask();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Escape answers false', async () => {
    const { user } = await ask();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a click outside answers false', async () => {
    const { user, dialog } = await ask();
    // The modal's outer element is the backdrop area around the dialog box.
    await user.click(dialog);
    await waitFor(() => expect(answer()).toHaveTextContent('false'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes other button labels', async () => {
    const { dialog } = await ask({ ...PLAIN_QUESTION, confirmLabel: 'Open', cancelLabel: 'Keep' });
    expect(within(dialog).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});

describe('the confirmations of docs/product-rules.md#confirmations', () => {
  it('are worded exactly', () => {
    const yesNo = { confirmLabel: 'Yes', cancelLabel: 'No' };
    expect(DELETE_PROJECT).toEqual({
      title: 'Delete Project',
      body: 'Are you sure you want to delete this project?',
      ...yesNo,
    });
    expect(START_NEW_CONTRACT).toEqual({
      title: 'Start New Contract',
      body: 'Are you sure you want to clear the current form data and start a new contract?',
      ...yesNo,
    });
    expect(DELETE_CONTRACT).toEqual({
      title: 'Delete Contract',
      body: 'Are you sure you want to delete this contract from Local Storage?',
      ...yesNo,
    });
    expect(REMOVE_LEGACY_FINANCING).toEqual({
      title: 'Remove Legacy Financing?',
      body: 'If you uncheck this legacy financing option, you will not be able to re-select it. Are you sure you want to continue?',
      ...yesNo,
    });
  });
});
