// The office console with the query client its screens read through: a chunk of its own, so neither the agent's
// first route nor their other screens carry it (docs/decisions/043-the-office-console.md). Each of its screens is a
// chunk too, loaded with retries when it opens (docs/first-load.md).
import { QueryClientProvider } from '@tanstack/react-query';
import { OfficeConsole, type OfficeScreens } from '../features/office/office-console';
import { queryClient } from '../lib/query-client';
import { lazyWithRetry } from './lazy-with-retry';

const OFFICE_SCREENS: OfficeScreens = {
  People: lazyWithRetry(
    () => import('../features/office/people-screen'),
    (m) => m.PeopleScreen,
  ),
  PriceBook: lazyWithRetry(
    () => import('../features/office/price-book-screen'),
    (m) => m.PriceBookScreen,
  ),
  Financing: lazyWithRetry(
    () => import('../features/office/financing-plans-screen'),
    (m) => m.FinancingPlansScreen,
  ),
  Contracts: lazyWithRetry(
    () => import('../features/office/contracts-screen'),
    (m) => m.ContractsScreen,
  ),
  Contract: lazyWithRetry(
    () => import('../features/office/contract-screen'),
    (m) => m.ContractScreen,
  ),
  Week: lazyWithRetry(
    () => import('../features/office/week-screen'),
    (m) => m.WeekScreen,
  ),
  Approvals: lazyWithRetry(
    () => import('../features/office/approvals-screen'),
    (m) => m.ApprovalsScreen,
  ),
  Outbox: lazyWithRetry(
    () => import('../features/office/outbox-screen'),
    (m) => m.OutboxScreen,
  ),
  Company: lazyWithRetry(
    () => import('../features/office/company-screen'),
    (m) => m.CompanyScreen,
  ),
  Audit: lazyWithRetry(
    () => import('../features/office/audit-screen'),
    (m) => m.AuditScreen,
  ),
  SignIn: lazyWithRetry(
    () => import('../features/office/sign-in-screen'),
    (m) => m.SignInScreen,
  ),
};

export function OfficeRoute() {
  return (
    <QueryClientProvider client={queryClient()}>
      <OfficeConsole screens={OFFICE_SCREENS} />
    </QueryClientProvider>
  );
}
