// Mounts a part of the screen the first time it is asked for and keeps it mounted (so it can animate out): the
// confirmation dialog and the guide viewer, whose code (react-bootstrap's Modal, pdf.js) no first paint needs.
// The service worker precaches their chunks, so they open at once offline too.
import { lazy, Suspense, useState, type ComponentType } from 'react';

export function mountWhenAsked(load: () => Promise<{ default: ComponentType }>, useAsked: () => boolean) {
  const Part = lazy(load);
  return function MountWhenAsked() {
    const asked = useAsked();
    const [mounted, setMounted] = useState(false);
    if (asked && !mounted) setMounted(true);
    if (!mounted && !asked) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}
