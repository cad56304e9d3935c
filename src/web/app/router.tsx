import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { BuilderPlaceholderPage } from '../features/builder/builder-placeholder-page';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from './app-layout';
import { RouteErrorPage } from './route-error-page';

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'builder/:step', element: <BuilderPlaceholderPage /> },
          // Any unknown path goes home (spec section 2).
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
