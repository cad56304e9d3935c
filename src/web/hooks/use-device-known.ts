// Whether what only the device knows (online or not, its work scopes, its address) may be drawn: not in the home
// page drawn at build time (src/web/prerender/first-screen.tsx), nor during hydration, which must draw that page the
// same; from then on, yes.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useDeviceKnown(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
