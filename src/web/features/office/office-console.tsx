// The office console at /admin (docs/decisions/043-the-office-console.md): the company's settings for managers and
// admins, in the same app, loaded only when opened. The server decides what each role may do; this screen only
// shows an agent or a signed-out visitor where to go instead.
import { Suspense, type ComponentType } from 'react';
import { Alert, Container } from 'react-bootstrap';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { RouteLoading } from '#web/components/route-loading';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useSessionStore } from '#web/sync/session-store';
import { SecondFactorGate } from './second-factor-gate';
import './office-console.css';

export type OfficeRole = 'manager' | 'admin';

type ForRole = ComponentType<{ role: OfficeRole }>;

/**
 * The console's screens, given by the app (app/office-route.tsx), each a chunk of its own loaded when it opens: a
 * manager's phone fetches the console's frame and the one screen it shows, not all eleven.
 */
export interface OfficeScreens {
  People: ForRole;
  PriceBook: ForRole;
  Financing: ForRole;
  Contracts: ComponentType;
  Contract: ComponentType;
  Week: ComponentType;
  Approvals: ForRole;
  Outbox: ComponentType;
  Company: ForRole;
  Audit: ComponentType;
  SignIn: ComponentType;
}

export const OFFICE_CONSOLE_TITLE = 'Office console';
export const OFFICE_CONSOLE_LEDE =
  'Where the company’s managers and admins run its people, price book, financing plans and contracts.';

export function OfficeConsole({ screens }: { screens: OfficeScreens }) {
  useDocumentTitle(OFFICE_CONSOLE_TITLE);
  const status = useSessionStore((state) => state.status);
  const role = useSessionStore((state) => state.profile?.role);

  if (status === 'restoring') {
    return (
      <OfficeNotice>
        <RouteLoading />
      </OfficeNotice>
    );
  }
  if (status !== 'signed-in') {
    return (
      <OfficeNotice>
        <p>Sign in with a manager’s or an admin’s account to open it.</p>
        <Link to="/login" className="btn btn-primary">
          Sign In
        </Link>
      </OfficeNotice>
    );
  }
  if (role !== 'manager' && role !== 'admin') {
    return (
      <OfficeNotice>
        <Alert variant="info" className="mb-3">
          The office console is for the office: managers and admins. You are signed in as an agent, so your contracts
          are in My Contracts.
        </Alert>
        <Link to="/contracts" className="btn btn-primary">
          My Contracts
        </Link>
      </OfficeNotice>
    );
  }
  return (
    <Container className="py-4 office-console">
      <h1 className="display-title mb-3">{OFFICE_CONSOLE_TITLE}</h1>
      <nav className="office-nav mb-4" aria-label="Office console">
        <NavLink to="/admin/contracts">Contracts</NavLink>
        <NavLink to="/admin/approvals">Approvals</NavLink>
        <NavLink to="/admin/week">This week</NavLink>
        <NavLink to="/admin/people">People</NavLink>
        <NavLink to="/admin/price-book">Price book</NavLink>
        <NavLink to="/admin/financing">Financing plans</NavLink>
        <NavLink to="/admin/company">Company</NavLink>
        <NavLink to="/admin/outbox">Outbox</NavLink>
        <NavLink to="/admin/audit">Audit log</NavLink>
        <NavLink to="/admin/sign-in">Your sign-in</NavLink>
      </nav>
      <SecondFactorGate>
        <Suspense fallback={<RouteLoading />}>
          <Routes>
            <Route index element={<Navigate to="people" replace />} />
            <Route path="people" element={<screens.People role={role} />} />
            <Route path="price-book" element={<screens.PriceBook role={role} />} />
            <Route path="financing" element={<screens.Financing role={role} />} />
            <Route path="contracts" element={<screens.Contracts />} />
            <Route path="contracts/:contractId" element={<screens.Contract />} />
            <Route path="week" element={<screens.Week />} />
            <Route path="approvals" element={<screens.Approvals role={role} />} />
            <Route path="outbox" element={<screens.Outbox />} />
            <Route path="company" element={<screens.Company role={role} />} />
            <Route path="audit" element={<screens.Audit />} />
            <Route path="sign-in" element={<screens.SignIn />} />
            <Route path="*" element={<Navigate to="people" replace />} />
          </Routes>
        </Suspense>
      </SecondFactorGate>
    </Container>
  );
}

/**
 * The console's page before it opens: its heading and what it is, then the session's answer (a spinner while it is
 * read). Drawn at build time as the session is being read (docs/decisions/070-office-console-drawn.md), so the same
 * heading and words are there first for everyone, and the notice that follows is smaller than they are.
 */
function OfficeNotice({ children }: { children: React.ReactNode }) {
  return (
    <Container className="py-4 office-console">
      <h1 className="display-title mb-3">{OFFICE_CONSOLE_TITLE}</h1>
      <p className="lead mb-4">{OFFICE_CONSOLE_LEDE}</p>
      {children}
    </Container>
  );
}
