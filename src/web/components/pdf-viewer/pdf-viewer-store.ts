// Which guide the PDF viewer shows, if any. Any screen opens one by name (a work scope's `pdf`), as in
// usePdfViewer.getState().open('A1x07'); a name outside the ten guide families opens the general guide, A1x1
// (docs/product-rules.md#catalogue-and-guides).
import { guideFor } from '#domain/guides/pdf-guide';
import { createStore } from '../../lib/app-state';

interface PdfViewerState {
  /** The guide on screen, without '.pdf'; null when the viewer is closed. */
  name: string | null;
  open: (name: string) => void;
  close: () => void;
}

export const usePdfViewer = createStore<PdfViewerState>((set) => ({
  name: null,
  open: (name) => set({ name: guideFor(name).name }),
  close: () => set({ name: null }),
}));
