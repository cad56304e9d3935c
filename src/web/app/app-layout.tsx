// The frame of every screen: skip link, top bar, banners, the screen, the
// footer, and the app-wide dialogs and notices.
import { Outlet } from 'react-router';
import { useConfirmStore } from '../components/confirm-store';
import { mountWhenAsked } from '../components/mount-when-asked';
import { usePdfViewer } from '../components/pdf-viewer/pdf-viewer-store';
import { UpdatePrompt } from '../pwa/update-prompt';
import { appVersion } from './app-version';
import { ScrollToTop } from './scroll-to-top';
import { StatusBanners } from './status-banners';
import { TopBar } from './top-bar';

const useQuestionAsked = () => useConfirmStore((state) => state.open);
const useGuideOpened = () => usePdfViewer((state) => state.name !== null);

const ConfirmDialog = mountWhenAsked(
  () => import('../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
  useQuestionAsked,
);
const PdfViewerModal = mountWhenAsked(
  () => import('../components/pdf-viewer/pdf-viewer-modal').then((m) => ({ default: m.PdfViewerModal })),
  useGuideOpened,
);

export function AppLayout() {
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link no-print">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <StatusBanners />
        <Outlet />
      </main>
      <footer className="app-footer no-print">
        <div className="container d-flex justify-content-between align-items-center">
          <span>Contract Builder</span>
          <span>Version {appVersion}</span>
        </div>
      </footer>
      {/* Mounted once, used from every screen. */}
      <ConfirmDialog />
      <PdfViewerModal />
      <UpdatePrompt />
      <ScrollToTop />
    </div>
  );
}
