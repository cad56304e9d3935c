// Whether what only the device knows (online or not, its work scopes, the
// address it was opened at) may be drawn: not in the home page drawn at build
// time (src/web/prerender/first-screen.tsx), nor while the app takes over
// that very page (hydration), which must draw it the same; from then on, yes.
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useDeviceKnown(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
