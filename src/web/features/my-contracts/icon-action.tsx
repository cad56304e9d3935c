// A row's icon button: 44 px, an accessible name that says which contract it
// acts on, and the spec's short tooltip (Edit, Sync w/Cloud, Print, Trash,
// Download) after the top bar's 500 ms delay. While busy it shows a spinner
// and ignores taps, but stays focusable (a disabled button would drop the
// focus to the page).
import type { ReactNode } from 'react';
import { Button, Spinner, type ButtonProps } from 'react-bootstrap';
import { Tooltip } from '../../components/tooltip';

export interface IconActionProps {
  /** The tooltip: the spec's one word or two. */
  tip: string;
  /** The accessible name: what the button does to which contract. */
  label: string;
  onClick: () => void;
  busy?: boolean;
  /** Cannot be used at all (signed out): not focusable, no tooltip. */
  disabled?: boolean;
  /** Said instead of `label` while busy ('Syncing contract for ...'). */
  busyLabel?: string;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}

export function IconAction({
  tip,
  label,
  onClick,
  busy = false,
  disabled = false,
  busyLabel,
  variant = 'outline-primary',
  children,
}: IconActionProps) {
  return (
    <Tooltip text={tip} placement="top">
      <Button
        variant={variant}
        className="contracts-icon-button"
        aria-label={busy && busyLabel ? busyLabel : label}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        disabled={disabled}
        onClick={() => {
          if (!busy) onClick();
        }}
      >
        {busy ? <Spinner animation="border" size="sm" aria-hidden="true" /> : children}
      </Button>
    </Tooltip>
  );
}
