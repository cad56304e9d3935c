// When the work that does not draw the first screen may start (main.tsx): once that screen is painted, so that
// evaluating and fetching its chunks (zod, Dexie: tens of ms on a tablet) does not hold up the paint
// (docs/decisions/015-first-load.md). A hidden page starts at once; LATEST_MS bounds the wait in any case.
export const LATEST_MS = 1_000;

function hasPaintTiming(): boolean {
  return typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('paint');
}

// The first-contentful-paint entry tells; without paint timing, two animation frames stand in (the first one
// paints what React rendered before it).
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    start();
  };
  const soon = () => setTimeout(startOnce, 0);
  setTimeout(startOnce, LATEST_MS);
  const observer = hasPaintTiming()
    ? new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length > 0) soon();
      })
    : null;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => requestAnimationFrame(soon));
}
