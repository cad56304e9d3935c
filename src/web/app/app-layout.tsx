import { Container } from 'react-bootstrap';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { BrandMark } from '../components/icons';
import { appVersion } from './app-version';

export function AppLayout() {
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        Skip to main content
      </a>
      <header className="top-bar">
        <Container className="d-flex align-items-center justify-content-between">
          <Link to="/" className="brand d-inline-flex align-items-center gap-2 text-decoration-none">
            <BrandMark />
            <span>Contract Builder</span>
          </Link>
        </Container>
      </header>
      <main id="main" className="flex-grow-1" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="app-footer">
        <Container className="d-flex justify-content-between align-items-center">
          <span>Contract Builder</span>
          <span>Version {appVersion}</span>
        </Container>
      </footer>
      {/* Every route change starts at the top of the page (spec section 2). */}
      <ScrollRestoration />
    </div>
  );
}
