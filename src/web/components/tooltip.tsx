// A short name shown beside an icon button (docs/product-rules.md#limits-and-timings: after 500 ms, gone at once).
// Bootstrap's tooltip styles without react-bootstrap's OverlayTrigger, whose positioning engine (Popper) would cost
// every first visit more than the whole top bar. While shown it describes the control for assistive technology.
import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import './tooltip.css';

/** docs/product-rules.md#limits-and-timings: tooltips show after 500 ms and hide at once. */
export const TOOLTIP_DELAY = { show: 500, hide: 0 } as const;

/** What the tooltip adds to its control, beside the control's own handlers. */
interface ControlProps {
  'aria-describedby'?: string;
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

export interface TooltipProps {
  text: string;
  placement?: 'top' | 'bottom';
  /** Lines the tooltip up with the control's end (the right edge) instead of its centre. */
  align?: 'center' | 'end';
  /** The control: its aria-describedby names the tooltip while it shows. */
  children: ReactElement<ControlProps>;
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

  const own = children.props;
  const describedBy = [own['aria-describedby'], shown ? id : undefined].filter(Boolean).join(' ') || undefined;
  // The control itself listens, so the tooltip follows its hover and focus; what it already handles still runs.
  const control = cloneElement(children, {
    'aria-describedby': describedBy,
    onMouseEnter: both(own.onMouseEnter, show),
    onMouseLeave: both(own.onMouseLeave, hide),
    onFocus: both(own.onFocus, show),
    onBlur: both(own.onBlur, hide),
    onKeyDown: both(own.onKeyDown, (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    }),
  });
  return (
    <span className="cb-tooltip-anchor">
      {control}
      {shown && (
        <span
          id={id}
          role="tooltip"
          className={`tooltip show bs-tooltip-${placement} cb-tooltip cb-tooltip-${placement} cb-tooltip-${align}`}
        >
          <span className="tooltip-arrow" />
          <span className="tooltip-inner">{text}</span>
        </span>
      )}
    </span>
  );
}

function both<E>(first: ((event: E) => void) | undefined, second: (event: E) => void): (event: E) => void {
  return (event) => {
    first?.(event);
    second(event);
  };
}
