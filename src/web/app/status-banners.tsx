// What the agent must know before anything else on any screen, at the top of the main region: an address that is
// not secure, no work scopes yet, a device refusing to save, an ended session, wrong codes since the last sign-in,
// problems at start-up.
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '#domain/format/date-format';
import { AlertStack } from '../components/alerts/alert-stack';
import { useDeviceKnown } from '../hooks/use-device-known';
import { useStorageHealth } from '../storage/storage-health-store';
import { selectNoWorkScopes, useCatalogueStore } from '../sync/catalogue-download';
import { SESSION_ENDED_MESSAGE } from '../sync/session-messages';
import { useSessionStore } from '../sync/session-store';
import { APP_ALERT_KEYS } from './app-alert-keys';
import { InsecureOriginBanner } from './insecure-origin-banner';

export const NO_SCOPES_MESSAGE = 'No work scopes! Please sign in and download the latest work scopes.';

/**
 * Drawn at build time (and while the app takes that page over) as on a device
 * with no work scopes, and hidden before the first paint by public/device-hints.js
 * where the device has some, so the page moves on neither kind of device.
 */
export const UNTIL_KNOWN_CLASS = 'no-scopes-until-known';

function NoScopesBanner() {
  const known = useDeviceKnown();
  const noScopes = useCatalogueStore(selectNoWorkScopes);
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  // The office console sells nothing: the work scopes a tablet needs are not its business.
  const inOffice = useLocation().pathname.startsWith('/admin');
  if (inOffice || (known && !noScopes)) return null;
  return (
    // Not a live region: it is there from the start, not news.
    <div
      className={`alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2${known ? '' : ` ${UNTIL_KNOWN_CLASS}`}`}
      role="note"
    >
      <span>{NO_SCOPES_MESSAGE}</span>
      {signedIn ? (
        <Link to="/data-transfer" className="alert-link alert-action">
          Download work scopes
        </Link>
      ) : (
        <Link to="/login" className="alert-link alert-action">
          Sign in
        </Link>
      )}
    </div>
  );
}

function StorageFailingBanner() {
  const status = useStorageHealth((state) => state.status);
  const message = useStorageHealth((state) => state.message);
  if (status !== 'failing') return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message ?? 'Could not save on this device. Your work is kept in this window; keep this window open.'}
    </div>
  );
}

function SessionEndedBanner() {
  const ended = useSessionStore((state) => state.status === 'signed-out' && state.lastError === SESSION_ENDED_MESSAGE);
  const clearError = useSessionStore((state) => state.clearError);
  if (!ended) return null;
  return (
    <div className="alert alert-info alert-dismissible" role="status">
      {SESSION_ENDED_MESSAGE}{' '}
      <Link to="/login" className="alert-link alert-action">
        Sign in
      </Link>
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={clearError} />
    </div>
  );
}

/** Wrong second-factor codes since the last sign-in (decision 075): someone who gave them knew the password. */
function SignInWarningBanner() {
  const warning = useSessionStore((state) => state.signInWarning);
  const dismiss = useSessionStore((state) => state.dismissSignInWarning);
  if (!warning) return null;
  const codes = warning.count === 1 ? 'One wrong code was' : `${warning.count} wrong codes were`;
  return (
    <div className="alert alert-warning alert-dismissible" role="alert">
      {codes} entered for your account since your last sign-in, the last on {formatDateTime(warning.lastAt)}. If that
      was not you, someone knows your password: change it now, or ask an admin to.
      <button type="button" className="btn-close" aria-label="Dismiss" onClick={dismiss} />
    </div>
  );
}

export function StatusBanners() {
  return (
    <div className="container status-banners no-print">
      <InsecureOriginBanner />
      <StorageFailingBanner />
      <SessionEndedBanner />
      <SignInWarningBanner />
      <NoScopesBanner />
      <AlertStack keys={APP_ALERT_KEYS} />
    </div>
  );
}
