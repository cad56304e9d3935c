// Every route change, Back and Forward too, starts at the top of the page, as the original product did
// (docs/decisions/034-the-originals-details.md). Scroll restoration is off (it would put Back's page where it was),
// and the jump is instant: Bootstrap's smooth scrolling would glide there, still moving when the step is read.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
