// Sync Scopes (docs/product-rules.md#screens): download the work-scope
// catalogue for offline use. A failed download leaves the stored catalogue
// as it was (the catalogue store writes a download in one transaction).
import { useEffect } from 'react';
import { Button, Card, Container, Spinner } from 'react-bootstrap';
import { Link } from 'react-router';
import { formatDateTime } from '#domain/format/date-format';
import { AlertStack } from '../../components/alerts/alert-stack';
import { clearAlerts, showAlert } from '../../components/alerts/alerts-store';
import { useCatalogueStore } from '../../sync/catalogue-download';
import { useSessionStore } from '../../sync/session-store';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { PriceBookDueNote, PriceBookInEffect } from '#web/components/price-book-note';
import { useOnlineStatus } from '../../hooks/use-online-status';

export const DOWNLOAD_ALERT_KEY = 'dataTransfer';

export function DataTransferPage() {
  useDocumentTitle('Sync Scopes');
  const online = useOnlineStatus();
  const signedIn = useSessionStore((state) => state.status === 'signed-in');
  const downloadedAt = useCatalogueStore((state) => state.downloadedAt);
  const scopeCount = useCatalogueStore((state) => state.scopes?.length ?? 0);
  const download = useCatalogueStore((state) => state.download);
  const busy = useCatalogueStore((state) => state.downloading);
  const canDownload = online && signedIn && !busy;

  // A result belongs to the visit that asked for it.
  useEffect(() => {
    clearAlerts([DOWNLOAD_ALERT_KEY]);
    return () => clearAlerts([DOWNLOAD_ALERT_KEY]);
  }, []);

  async function handleDownload() {
    clearAlerts([DOWNLOAD_ALERT_KEY]);
    const result = await download();
    if (!result.ok) {
      showAlert({ key: DOWNLOAD_ALERT_KEY, variant: 'danger', title: 'Download failed', lines: [result.message] });
    } else {
      showAlert({
        key: DOWNLOAD_ALERT_KEY,
        variant: result.status === 'unchanged' ? 'info' : 'success',
        lines: [result.message],
      });
    }
  }

  const lastUpdate = formatDateTime(downloadedAt) || 'Never';

  return (
    <Container className="py-5">
      <h1 className="display-title mb-4">Sync Scopes</h1>
      <Card className="border-0 shadow-sm data-transfer-card">
        <Card.Body className="p-4 p-md-5">
          <p className="text-body-secondary">
            Download the latest work scopes from the office so you can build contracts without a connection.
          </p>
          <AlertStack keys={[DOWNLOAD_ALERT_KEY]} />
          <PriceBookDueNote />
          <Button
            variant="primary"
            size="lg"
            disabled={!canDownload}
            aria-describedby={!online || !signedIn ? 'download-reason' : undefined}
            onClick={() => void handleDownload()}
          >
            {busy ? (
              <>
                <Spinner animation="border" size="sm" aria-hidden="true" />
                Downloading…
              </>
            ) : (
              'Download Latest Work Scopes'
            )}
          </Button>
          {!online ? (
            <p id="download-reason" className="mt-2 mb-0 text-body-secondary">
              You are offline. Downloading needs an internet connection.
            </p>
          ) : !signedIn ? (
            <p id="download-reason" className="mt-2 mb-0 text-body-secondary">
              Please <Link to="/login">sign in</Link> to download the work scopes.
            </p>
          ) : null}
          <p className="mt-4 mb-1 last-update">
            Last Update: <time dateTime={downloadedAt ?? undefined}>{lastUpdate}</time>
          </p>
          <PriceBookInEffect />
          <p className="mb-0 text-body-secondary">Work scopes on this device: {scopeCount}</p>
        </Card.Body>
      </Card>
    </Container>
  );
}
