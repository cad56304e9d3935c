export { PdfViewerModal } from './pdf-viewer-modal';
export { usePdfViewer } from './pdf-viewer-store';
