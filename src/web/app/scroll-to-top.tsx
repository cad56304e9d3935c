// Every route change starts at the top of the page (docs/product-rules.md#routes), as the
// original product did; Back and Forward too (docs/decisions/034-the-originals-details.md).
// The browser's own scroll restoration is turned off: it would put Back's
// page back where it was, after this has scrolled it to the top.
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
