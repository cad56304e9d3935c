// The browser's online flag, read on its online/offline events and polled
// every 10 s as the original did (docs/product-rules.md#limits-and-timings): some tablets change
// networks without firing an event.
import { useSyncExternalStore } from 'react';
import { isOnline } from '../sync/online';

export const ONLINE_POLL_MS = 10_000;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const timer = setInterval(onChange, ONLINE_POLL_MS);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    clearInterval(timer);
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
