// @vitest-environment jsdom
// A dialog closes at once, whether or not anything about its opening ran: a
// quick double tap on the tablet must never leave an invisible dialog behind
// that takes every tap (docs/decisions/035-tap-targets.md).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [show, setShow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShow(true)}>
        Open
      </button>
      <Dialog show={show} onHide={() => setShow(false)} aria-label="Deposit">
        <Dialog.Body>
          <button type="button" onClick={() => setShow(false)}>
            Complete
          </button>
        </Dialog.Body>
      </Dialog>
    </>
  );
}

afterEach(cleanup);

describe('a dialog', () => {
  it('is gone the moment it closes, even when it closes right after opening and a child ends a transition', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    for (let round = 1; round <= 3; round++) {
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const complete = screen.getByRole('button', { name: 'Complete' });
      act(() => complete.click());
      // The Complete button's own colour transition ends as the dialog closes; the
      // event bubbles up to the dialog, which once took it as the end of its fade.
      complete.dispatchEvent(new Event('transitionend', { bubbles: true }));
      // Longer than any fade would have lasted: what is still here now stays until a reload.
      await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.querySelector('.modal, .modal-backdrop')).toBeNull();
      expect(document.body).not.toHaveClass('modal-open');
      expect(document.body.style.overflow).toBe('');
    }
  });

  it('still opens with the page behind it out of reach', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeVisible();
    expect(document.querySelector('.modal-backdrop')).not.toBeNull();
    expect(document.body).toHaveClass('modal-open');
  });
});
