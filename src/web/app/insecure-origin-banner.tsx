// A page opened over plain http from another device (http://192.168.1.20:3000 on the office Wi-Fi) is not a secure
// context: no service worker, so no offline use, and the sign-in lasts only until the browser closes. The app still
// works while online; this banner, which stays, says what is missing and where the secure address is.
import { useEffect, useState } from 'react';
import { useDeviceKnown } from '../hooks/use-device-known';

export const INSECURE_ORIGIN_TITLE = 'This is not the secure address of Contract Builder.';

/**
 * Drawn at build time (and while the app takes that page over) on every page, hidden, and shown before the first
 * paint by public/device-hints.js on an address that is not secure: the page does not move when the app draws it.
 */
export const INSECURE_UNTIL_KNOWN_CLASS = 'insecure-until-known';

export function isInsecureOrigin(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext === false;
}

export function InsecureOriginBanner() {
  const known = useDeviceKnown();
  const [insecure] = useState(isInsecureOrigin);
  const [secureUrl, setSecureUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!insecure) return;
    let current = true;
    // Only an http page asks; the request code is not part of the first paint.
    void import('../sync/site-info')
      .then(({ fetchSecureUrl }) => fetchSecureUrl())
      .then((url) => {
        if (current) setSecureUrl(url);
      });
    return () => {
      current = false;
    };
  }, [insecure]);

  if (known && !insecure) return null;
  return (
    // Not a live region: it is there from the first paint, not news.
    <div
      className={`alert alert-warning${known ? '' : ` ${INSECURE_UNTIL_KNOWN_CLASS}`}`}
      role="note"
      aria-label="Not secure"
    >
      <strong>{INSECURE_ORIGIN_TITLE}</strong>{' '}
      {secureUrl ? (
        <>
          Working offline and staying signed in need the secure address:{' '}
          <a href={secureUrl} className="alert-link">
            {secureUrl}
          </a>
          .
        </>
      ) : (
        <>Working offline and staying signed in need the secure (https) address; ask your office for it.</>
      )}{' '}
      At this address the app opens only with a connection; once open, building, saving, printing and syncing work as
      usual.
    </div>
  );
}
