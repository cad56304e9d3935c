// The app's icon-only button: at least 44 px, an accessible name that says what it does to what ('Edit Kowalski,
// Maria') and the original product's tooltip where it had one. While busy it shows a spinner and ignores taps but
// stays focusable: a disabled button would drop the focus to the page.
import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from 'react-bootstrap';
import { Tooltip } from './tooltip';
import './icon-button.css';

export interface IconButtonProps {
  /** The accessible name: what the button does, to what. */
  label: string;
  /** The tooltip: one word or two; none when left out. */
  tip?: string;
  onClick: () => void;
  busy?: boolean;
  /** Cannot be used at all (signed out, no guide): not focusable, no tooltip. */
  disabled?: boolean;
  /** Said instead of `label` while busy ('Syncing contract for ...'). */
  busyLabel?: string;
  /**
   * A tap while busy still counts: the action joins the work under way (Sync w/Cloud waits for the sync already
   * running and shows its outcome) instead of dropping a tap that landed as that work began.
   */
  tapJoinsBusy?: boolean;
  variant?: ButtonProps['variant'];
  /** A word shown beside the icon where there is room (a tablet or wider): 'Guide', 'Remove'. */
  word?: string;
  /** The icon, hidden from assistive technology. */
  children: ReactNode;
}

export function IconButton({
  label,
  tip,
  onClick,
  busy = false,
  disabled = false,
  busyLabel,
  tapJoinsBusy = false,
  variant = 'outline-primary',
  word,
  children,
}: IconButtonProps) {
  const button = (
    <Button
      variant={variant}
      className="icon-button"
      aria-label={busy && busyLabel ? busyLabel : label}
      aria-disabled={(busy && !tapJoinsBusy) || undefined}
      aria-busy={busy || undefined}
      disabled={disabled}
      onClick={() => {
        if (!busy || tapJoinsBusy) onClick();
      }}
    >
      {busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : children}
      {word && (
        <span className="icon-button-word" aria-hidden="true">
          {word}
        </span>
      )}
    </Button>
  );
  return tip ? (
    <Tooltip text={tip} placement="top">
      {button}
    </Tooltip>
  ) : (
    button
  );
}
