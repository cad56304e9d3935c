// What the viewer shows while a PDF loads, and when a guide cannot be opened.
import { Alert, Spinner } from 'react-bootstrap';

export const GUIDE_UNAVAILABLE =
  'This guide could not be opened. It is available offline only after it has been viewed once with a connection.';

export function PdfLoading({ what }: { what: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center py-5 gap-2" role="status">
      <Spinner animation="border" aria-hidden="true" />
      <span>Loading {what}…</span>
    </div>
  );
}

export function PdfUnavailable() {
  return (
    <Alert variant="warning" className="m-3">
      {GUIDE_UNAVAILABLE}
    </Alert>
  );
}
