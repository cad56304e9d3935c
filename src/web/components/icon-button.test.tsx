// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './icon-button';
import { TOOLTIP_DELAY } from './tooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('IconButton', () => {
  it('is named for what it does and shows its tooltip after 500 ms', async () => {
    vi.useFakeTimers();
    render(
      <IconButton label="Print Kowalski, Maria" tip="Print" onClick={() => {}}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Print Kowalski, Maria' });
    act(() => button.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_DELAY.show);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Print');
    expect(button).toHaveAccessibleDescription('Print');
  });

  it('has no tooltip when none is given', async () => {
    const user = userEvent.setup();
    render(
      <IconButton label="Edit Attic insulation" onClick={() => {}}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    await user.hover(screen.getByRole('button', { name: 'Edit Attic insulation' }));
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_DELAY.show + 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('says what it is doing while busy, stays focusable and ignores taps', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton label="Sync Kowalski, Maria" busyLabel="Syncing contract for Kowalski, Maria" busy onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Syncing contract for Kowalski, Maria' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lets a tap through while busy when the action joins the work under way', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <IconButton
        label="Sync Kowalski, Maria"
        busyLabel="Syncing contract for Kowalski, Maria"
        busy
        tapJoinsBusy
        onClick={onClick}
      >
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Syncing contract for Kowalski, Maria' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
