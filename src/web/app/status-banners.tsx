// What the agent must know before anything else on any screen: a page opened
// at an address that is not secure, no work scopes on the device yet, the
// device refusing to save, a session that has ended, and problems at start-up.
// Shown at the top of the main region.
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { AlertStack } from '../components/alerts';
import { useStorageHealth } from '../storage/storage-health-store';
import { selectNoWorkScopes, useCatalogueStore } from '../sync/catalogue-download';
import { SESSION_ENDED_MESSAGE, useSessionStore } from '../sync/session-store';
import { APP_ALERT_KEYS } from './app-alert-keys';
import { InsecureOriginBanner } from './insecure-origin-banner';

export const NO_SCOPES_MESSAGE = 'No work scopes! Please sign in and download the latest work scopes.';

function NoScopesBanner() {
  const noScopes = useCatalogueStore(selectNoWorkScopes);
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  if (!noScopes) return null;
  return (
    // Not a live region: it is there from the start, not news.
    <Alert variant="warning" role="note" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{NO_SCOPES_MESSAGE}</span>
      {signedIn ? (
        <Link to="/data-transfer" className="alert-link">
          Download work scopes
        </Link>
      ) : (
        <Link to="/login" className="alert-link">
          Sign in
        </Link>
      )}
    </Alert>
  );
}

function StorageFailingBanner() {
  const status = useStorageHealth((state) => state.status);
  const message = useStorageHealth((state) => state.message);
  if (status !== 'failing') return null;
  return (
    <Alert variant="danger" role="alert">
      {message ?? 'Could not save on this device. Your work is kept in this window; keep this window open.'}
    </Alert>
  );
}

function SessionEndedBanner() {
  const ended = useSessionStore((state) => state.status === 'signed-out' && state.lastError === SESSION_ENDED_MESSAGE);
  const clearError = useSessionStore((state) => state.clearError);
  if (!ended) return null;
  return (
    <Alert variant="info" role="status" dismissible closeLabel="Dismiss" onClose={clearError} transition={false}>
      {SESSION_ENDED_MESSAGE}{' '}
      <Link to="/login" className="alert-link">
        Sign in
      </Link>
    </Alert>
  );
}

export function StatusBanners() {
  return (
    <Container className="status-banners no-print">
      <InsecureOriginBanner />
      <StorageFailingBanner />
      <SessionEndedBanner />
      <NoScopesBanner />
      <AlertStack keys={APP_ALERT_KEYS} />
    </Container>
  );
}
