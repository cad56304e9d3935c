// The few pictures the app draws itself: line icons on a 24-unit grid that
// take the text colour. They are decorative; the text next to them names them.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function Icon({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** The brand: a house with warm air held inside. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="7" fill="currentColor" className="brand-mark-bg" />
      <path
        d="M7 15.5 16 8l9 7.5V25a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path
        d="M13 21.5c1.2-1 1.8-1 3 0s1.8 1 3 0"
        fill="none"
        stroke="#f0b44c"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Infrared camera: a camera whose lens shows heat rings. */
export function InfraredCameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 8a2 2 0 0 1 2-2h2.5l1.5-2h6l1.5 2H19a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <circle cx="12" cy="12.5" r="4" />
      <circle cx="12" cy="12.5" r="1.5" />
    </Icon>
  );
}

/** Blower door: a fan set in a door frame. */
export function BlowerDoorIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 21V4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v17" />
      <path d="M3 21h18" />
      <circle cx="12" cy="11" r="4.5" />
      <path d="M12 11c0-2 1-3 2.5-3M12 11c1.8 1 2.3 2.3 1.6 3.7M12 11c-1.8 1-3.2.8-4-.5" />
    </Icon>
  );
}

/** Smoke pencil: a slim tube with a wisp of smoke bending toward a leak. */
export function SmokePencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m4 20 9-9 2 2-9 9H4z" />
      <path d="M15 9c1-1 1-2 0-3s-1-2 0-3" />
      <path d="M18.5 12c1-1 1-2 0-3s-1-2 0-3" />
    </Icon>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.5L16 9.5" />
    </Icon>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}
