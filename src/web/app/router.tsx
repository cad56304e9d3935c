// Every route of docs/product-rules.md#routes, in React Router's declarative mode: its data mode weighs twice as
// much and the app uses none of its loaders or actions. Each screen is its own chunk, loaded with retries, with its
// own error boundary so the top bar stays usable when one screen fails.
import { Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
// The home page is where the app opens: part of the first chunk, so it is
// drawn without waiting for another round trip.
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';
import { lazyWithRetry } from './lazy-with-retry';
import { RouteErrorPage } from './route-error-page';
import { RouteLoading } from '../components/route-loading';

const LoginPage = lazyWithRetry(
  () => import('../features/login/login-page'),
  (m) => m.LoginPage,
);
const SetPasswordPage = lazyWithRetry(
  () => import('../features/login/set-password-page'),
  (m) => m.SetPasswordPage,
);
const CustomerStep = lazyWithRetry(
  () => import('../features/builder/customer-step/customer-step'),
  (m) => m.CustomerStep,
);
const GoalsStep = lazyWithRetry(
  () => import('../features/builder/goals-step/goals-step'),
  (m) => m.GoalsStep,
);
const ProjectsStep = lazyWithRetry(
  () => import('../features/builder/projects-step/projects-step'),
  (m) => m.ProjectsStep,
);
const ReviewStep = lazyWithRetry(
  () => import('../features/builder/review-step/review-step'),
  (m) => m.ReviewStep,
);
const ContractStep = lazyWithRetry(
  () => import('../features/builder/contract-step/contract-step'),
  (m) => m.ContractStep,
);
const ContractSavedPage = lazyWithRetry(
  () => import('../features/builder/contract-saved/contract-saved-page'),
  (m) => m.ContractSavedPage,
);
const OptionsPresentation = lazyWithRetry(
  () => import('../features/builder/options/options-presentation'),
  (m) => m.OptionsPresentation,
);
const SignStep = lazyWithRetry(
  () => import('../features/builder/sign-step/sign-step'),
  (m) => m.SignStep,
);
const DataTransferPage = lazyWithRetry(
  () => import('../features/data-transfer/data-transfer-page'),
  (m) => m.DataTransferPage,
);
const OfficeRoute = lazyWithRetry(
  () => import('./office-route'),
  (m) => m.OfficeRoute,
);
const MyContractsRoute = lazyWithRetry(
  () => import('./my-contracts-route'),
  (m) => m.MyContractsRoute,
);

/** A screen: its chunk behind a spinner, inside its own error boundary (a new one for each path). */
function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
      <Suspense fallback={<RouteLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const screens: [path: string | null, element: ReactNode][] = [
  [null, <HomePage />],
  ['login', <LoginPage />],
  ['set-password', <SetPasswordPage />],
  ['builder/customer', <CustomerStep />],
  ['builder/goals', <GoalsStep />],
  ['builder/projects', <ProjectsStep />],
  ['builder/review', <ReviewStep />],
  ['builder/contract', <ContractStep />],
  ['builder/success', <ContractSavedPage />],
  ['builder/sign', <SignStep />],
  ['builder/options', <OptionsPresentation />],
  ['data-transfer', <DataTransferPage />],
  ['contracts', <MyContractsRoute />],
  ['admin/*', <OfficeRoute />],
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {screens.map(([path, element]) =>
          path === null ? (
            <Route key="index" index element={<Screen>{element}</Screen>} />
          ) : (
            <Route key={path} path={path} element={<Screen>{element}</Screen>} />
          ),
        )}
        {/* Any unknown path goes home (docs/product-rules.md#routes). */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
