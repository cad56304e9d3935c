// The guide viewer, mounted once in the layout so every screen can open it.
// pdf.js is large, so the document view is its own chunk, fetched the first
// time a guide is opened (and precached by the service worker for offline use).
import { lazy, Suspense, useId } from 'react';
import { Button } from 'react-bootstrap';
import { ErrorBoundary } from '../error-boundary';
import { usePdfViewer } from './pdf-viewer-store';
import { PdfLoading, PdfUnavailable } from './pdf-viewer-states';
import { Dialog } from '../dialog';

const PdfDocumentView = lazy(() => import('./pdf-document-view'));

export function PdfViewerModal() {
  const name = usePdfViewer((state) => state.name);
  const close = usePdfViewer((state) => state.close);
  const titleId = useId();

  return (
    <Dialog show={name !== null} onHide={close} size="xl" fullscreen="lg-down" aria-labelledby={titleId} scrollable>
      <Dialog.Header>
        <Dialog.Title as="h2" className="h5" id={titleId}>
          Guide {name}
        </Dialog.Title>
        <Button variant="outline-secondary" className="ms-auto" onClick={close}>
          Close
        </Button>
      </Dialog.Header>
      <Dialog.Body className="p-0 pdf-viewer-body">
        {name !== null && (
          <ErrorBoundary key={name} fallback={() => <PdfUnavailable />}>
            <Suspense fallback={<PdfLoading what="the guide" />}>
              <PdfDocumentView name={name} />
            </Suspense>
          </ErrorBoundary>
        )}
      </Dialog.Body>
    </Dialog>
  );
}
