// Every route change, Back and Forward too, starts at the top of the page, as the original product did
// (docs/decisions/034-the-originals-details.md). The browser's scroll restoration is off: it would put Back's page
// back where it was after this has scrolled it to the top.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
