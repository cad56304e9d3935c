// Every route of spec section 2. Each screen is its own chunk, loaded with
// retries (lazy-with-retry.ts), shown behind a spinner while it arrives, and
// wrapped in its own error boundary so the top bar stays usable when one
// screen fails.
import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppLayout } from './app-layout';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from './route-loading';

const HomePage = lazyWithRetry(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = lazyWithRetry(() => import('../features/login/login-page').then((m) => ({ default: m.LoginPage })));
const CustomerStep = lazyWithRetry(() =>
  import('../features/builder/customer-step').then((m) => ({ default: m.CustomerStep })),
);
const GoalsStep = lazyWithRetry(() => import('../features/builder/goals-step').then((m) => ({ default: m.GoalsStep })));
const ProjectsStep = lazyWithRetry(() =>
  import('../features/builder/projects-step').then((m) => ({ default: m.ProjectsStep })),
);
const ReviewStep = lazyWithRetry(() =>
  import('../features/builder/review-step').then((m) => ({ default: m.ReviewStep })),
);
const ContractStep = lazyWithRetry(() =>
  import('../features/contract/contract-step').then((m) => ({ default: m.ContractStep })),
);
const ContractSavedPage = lazyWithRetry(() =>
  import('../features/builder/contract-saved-page').then((m) => ({ default: m.ContractSavedPage })),
);
const DataTransferPage = lazyWithRetry(() =>
  import('../features/data-transfer/data-transfer-page').then((m) => ({ default: m.DataTransferPage })),
);
const ContractsPage = lazyWithRetry(() =>
  import('../features/contracts/contracts-page').then((m) => ({ default: m.ContractsPage })),
);

/** A screen's route: its chunk behind a spinner, and its own error boundary. */
function screen(path: string | null, element: ReactNode): RouteObject {
  const content = <Suspense fallback={<RouteLoading />}>{element}</Suspense>;
  const errorElement = <RouteErrorPage />;
  return path === null ? { index: true, element: content, errorElement } : { path, element: content, errorElement };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    // Only when the layout itself fails; each screen has its own boundary.
    errorElement: <RouteErrorPage />,
    children: [
      screen(null, <HomePage />),
      screen('login', <LoginPage />),
      screen('builder/customer', <CustomerStep />),
      screen('builder/goals', <GoalsStep />),
      screen('builder/projects', <ProjectsStep />),
      screen('builder/review', <ReviewStep />),
      screen('builder/contract', <ContractStep />),
      screen('builder/success', <ContractSavedPage />),
      screen('data-transfer', <DataTransferPage />),
      screen('contracts', <ContractsPage />),
      // Any unknown path goes home (spec section 2).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
