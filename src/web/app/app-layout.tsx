import { Container } from 'react-bootstrap';
import { Outlet, ScrollRestoration } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { PdfViewerModal } from '../components/pdf-viewer';
import { UpdatePrompt } from '../pwa/update-prompt';
import { appVersion } from './app-version';
import { StatusBanners } from './status-banners';
import { TopBar } from './top-bar';

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
        <Container className="d-flex justify-content-between align-items-center">
          <span>Contract Builder</span>
          <span>Version {appVersion}</span>
        </Container>
      </footer>
      {/* Mounted once, used from every screen. */}
      <ConfirmDialog />
      <PdfViewerModal />
      <UpdatePrompt />
      {/* Every route change starts at the top of the page (spec section 2). */}
      <ScrollRestoration />
    </div>
  );
}
