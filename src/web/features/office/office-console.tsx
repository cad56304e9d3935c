// The office console at /admin (docs/decisions/043-the-office-console.md): the company's settings for managers and
// admins, in the same app, loaded only when opened. The server decides what each role may do; this screen only
// shows an agent or a signed-out visitor where to go instead.
import { Alert, Container } from 'react-bootstrap';
import { Link, Navigate, NavLink, Route, Routes } from 'react-router';
import { RouteLoading } from '#web/components/route-loading';
import { useDocumentTitle } from '#web/hooks/use-document-title';
import { useSessionStore } from '#web/sync/session-store';
import { ApprovalsScreen } from './approvals-screen';
import { AuditScreen } from './audit-screen';
import { CompanyScreen } from './company-screen';
import { ContractScreen } from './contract-screen';
import { ContractsScreen } from './contracts-screen';
import { FinancingPlansScreen } from './financing-plans-screen';
import { OutboxScreen } from './outbox-screen';
import { PeopleScreen } from './people-screen';
import { PriceBookScreen } from './price-book-screen';
import { SecondFactorGate } from './second-factor-gate';
import { SignInScreen } from './sign-in-screen';
import { WeekScreen } from './week-screen';
import './office-console.css';

export type OfficeRole = 'manager' | 'admin';

export const OFFICE_CONSOLE_TITLE = 'Office console';
export const OFFICE_CONSOLE_LEDE =
  'Where the company’s managers and admins run its people, price book, financing plans and contracts.';

export function OfficeConsole() {
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
      <SecondFactorGate role={role}>
        <Routes>
          <Route index element={<Navigate to="people" replace />} />
          <Route path="people" element={<PeopleScreen role={role} />} />
          <Route path="price-book" element={<PriceBookScreen role={role} />} />
          <Route path="financing" element={<FinancingPlansScreen role={role} />} />
          <Route path="contracts" element={<ContractsScreen />} />
          <Route path="contracts/:contractId" element={<ContractScreen />} />
          <Route path="week" element={<WeekScreen />} />
          <Route path="approvals" element={<ApprovalsScreen role={role} />} />
          <Route path="outbox" element={<OutboxScreen />} />
          <Route path="company" element={<CompanyScreen role={role} />} />
          <Route path="audit" element={<AuditScreen />} />
          <Route path="sign-in" element={<SignInScreen />} />
          <Route path="*" element={<Navigate to="people" replace />} />
        </Routes>
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
