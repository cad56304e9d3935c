// A PDF drawn page by page by pdf.js through react-pdf, with zoom: a guide in the viewer modal, or a document the
// app made (the contract on the Sign step). Loaded lazily, and the only file that imports react-pdf, so pdf.js
// stays out of every route's chunk.
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonGroup } from 'react-bootstrap';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'react-bootstrap-icons';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { PDFJS_FONTS_PATH } from '#api/site';
import { downloadGuidePdf } from '../../sync/guide-download';
import { PdfLoading, PdfUnavailable } from './pdf-viewer-states';

// The worker ships as its own hashed file next to the chunks, so the service
// worker precaches it with the app shell.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 2;
const ZOOM_STEP = 0.25;
// standardFontDataUrl: the guides' Helvetica is drawn with the app's own copy (scripts/pdfjs-standard-fonts.ts),
// not whatever the device has.
const DOCUMENT_OPTIONS = {
  disableRange: true,
  disableStream: true,
  disableAutoFetch: true,
  standardFontDataUrl: `/${PDFJS_FONTS_PATH}`,
};

type GuideState = { status: 'loading' } | { status: 'ready'; file: { data: Uint8Array } } | { status: 'failed' };

/** The guide's bytes, fetched through src/web/sync (token, refresh, service-worker cache). */
function useGuide(name: string): GuideState {
  const [state, setState] = useState<GuideState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    downloadGuidePdf(name, controller.signal).then(
      (result) => setState(result.ok ? { status: 'ready', file: { data: result.data } } : { status: 'failed' }),
      () => undefined, // aborted: the viewer closed
    );
    return () => controller.abort();
  }, [name]);
  return state;
}

/** The width a page can take in the element: inside its padding, as the ResizeObserver's contentRect measures it. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setWidth(element.clientWidth - parseFloat(style.paddingLeft || '0') - parseFloat(style.paddingRight || '0'));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function PdfDocumentView({ name }: { name: string }) {
  const guide = useGuide(name);
  if (guide.status === 'loading') return <PdfLoading what="the guide" />;
  if (guide.status === 'failed') return <PdfUnavailable />;
  return <PdfPages file={guide.file} label={`Guide ${name}`} />;
}

export function PdfPages({ file, label }: { file: { data: Uint8Array }; label: string }) {
  const [pages, setPages] = useState(0);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [containerRef, width] = useWidth<HTMLDivElement>();
  const pageWidth = Math.max(240, Math.min(width, 900)) * zoom;

  return (
    <div className="pdf-view d-flex flex-column h-100" role="region" aria-label={label}>
      <div className="pdf-toolbar d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2 border-bottom">
        <ButtonGroup aria-label="Pages">
          <Button
            variant="outline-secondary"
            aria-label="Previous page"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber((page) => Math.max(1, page - 1))}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline-secondary"
            aria-label="Next page"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber((page) => Math.min(pages, page + 1))}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </ButtonGroup>
        <span aria-live="polite">{pages > 0 ? `Page ${pageNumber} of ${pages}` : ''}</span>
        <ButtonGroup aria-label="Zoom">
          <Button
            variant="outline-secondary"
            aria-label="Zoom out"
            disabled={zoom <= MIN_ZOOM}
            onClick={() => setZoom((value) => Math.max(MIN_ZOOM, value - ZOOM_STEP))}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <span className="pdf-zoom-value" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Button
            variant="outline-secondary"
            aria-label="Zoom in"
            disabled={zoom >= MAX_ZOOM}
            onClick={() => setZoom((value) => Math.min(MAX_ZOOM, value + ZOOM_STEP))}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
        </ButtonGroup>
      </div>
      {/* Focusable so that a keyboard can scroll a page wider or taller than the view (WCAG 2.1.1). */}
      <div
        ref={containerRef}
        className="pdf-pages flex-grow-1 overflow-auto p-3"
        role="group"
        aria-label={pages > 0 ? `${label}, page ${pageNumber} of ${pages}` : label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container is operable by keyboard only when focusable
        tabIndex={0}
      >
        <Document
          file={file}
          options={DOCUMENT_OPTIONS}
          loading={<PdfLoading what={label} />}
          error={<PdfUnavailable />}
          onLoadSuccess={(document) => {
            setPages(document.numPages);
            setPageNumber(1);
          }}
        >
          {width > 0 && (
            <Page pageNumber={pageNumber} width={pageWidth} loading={<PdfLoading what={label} />} className="mx-auto" />
          )}
        </Document>
      </div>
    </div>
  );
}
