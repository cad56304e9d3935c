// The service worker's two messages: "A new version is available" (waits for Reload, so an open edit is never
// dropped) and "Ready to work offline" (once, closes itself). Each sits in a polite status region always in the
// page; react-bootstrap's Toast and Alert are not used: they announce as assertive alerts and would interrupt.
import { useEffect, useState } from 'react';
import { usePwaStatus } from './pwa-status-store';
import './update-prompt.css';

/** How long "Ready to work offline." stays up. */
export const OFFLINE_READY_NOTICE_MS = 6000;

export function UpdatePrompt() {
  const needRefresh = usePwaStatus((status) => status.needRefresh);
  const offlineReady = usePwaStatus((status) => status.offlineReady);
  const update = usePwaStatus((status) => status.update);
  const dismissUpdate = usePwaStatus((status) => status.dismissUpdate);
  const [offlineNoticeClosed, setOfflineNoticeClosed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const showOfflineNotice = offlineReady && !offlineNoticeClosed;

  useEffect(() => {
    if (!showOfflineNotice) return;
    const timer = window.setTimeout(() => setOfflineNoticeClosed(true), OFFLINE_READY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [showOfflineNotice]);

  const reload = () => {
    setReloading(true);
    update().catch(() => setReloading(false));
  };

  return (
    <div className="pwa-notices no-print">
      <div role="status" aria-live="polite" aria-atomic="true">
        {needRefresh && (
          <div className="alert alert-light shadow d-flex flex-wrap align-items-center gap-2">
            <span className="me-auto">A new version is available.</span>
            <button type="button" className="btn btn-primary" onClick={reload} disabled={reloading}>
              Reload
            </button>
            <button type="button" className="btn btn-outline-primary" onClick={dismissUpdate} disabled={reloading}>
              Later
            </button>
          </div>
        )}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {showOfflineNotice && (
          <div className="alert alert-info alert-dismissible shadow">
            Ready to work offline.
            <button
              type="button"
              className="btn-close"
              aria-label="Close"
              onClick={() => setOfflineNoticeClosed(true)}
            />
          </div>
        )}
      </div>
    </div>
  );
}
