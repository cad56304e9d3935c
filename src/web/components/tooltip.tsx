// A short name shown beside an icon button (docs/product-rules.md#limits-and-timings: after 500 ms,
// gone at once), drawn with Bootstrap's tooltip styles but without
// react-bootstrap's OverlayTrigger, whose positioning engine (Popper) would
// cost every first visit more than the whole top bar. The tooltip sits
// centred under (or over) its control; hovering or focusing the control shows
// it, leaving, blurring or Escape hides it. While shown it describes the
// control for assistive technology, as Bootstrap's does.
import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import './tooltip.css';

/** docs/product-rules.md#limits-and-timings: tooltips show after 500 ms and hide at once. */
export const TOOLTIP_DELAY = { show: 500, hide: 0 } as const;

export interface TooltipProps {
  text: string;
  placement?: 'top' | 'bottom';
  /** Lines the tooltip up with the control's end (the right edge) instead of its centre. */
  align?: 'center' | 'end';
  /** The control: its aria-describedby names the tooltip while it shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

export function Tooltip({ text, placement = 'bottom', align = 'center', children }: TooltipProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const timer = useRef<number | null>(null);

  const cancel = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  const show = () => {
    cancel();
    timer.current = window.setTimeout(() => setShown(true), TOOLTIP_DELAY.show);
  };
  const hide = () => {
    cancel();
    setShown(false);
  };
  useEffect(() => cancel, []);

  const describedBy = [children.props['aria-describedby'], shown ? id : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <span
      className="cb-tooltip-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {shown && (
        <span id={id} role="tooltip" className={`tooltip show bs-tooltip-${placement} cb-tooltip cb-tooltip-${placement} cb-tooltip-${align}`}>
          <span className="tooltip-arrow" />
          <span className="tooltip-inner">{text}</span>
        </span>
      )}
    </span>
  );
}
