import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { ForbiddenPage } from '../features/errors/pages/forbidden-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { setNavigator } from '../lib/navigation';
import { areas } from './areas';
import { AppLayout } from './layout/app-layout';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';

const areaRoutes: RouteObject[] = areas.flatMap((area) =>
  area.routes.map((route) => ({
    path: route.path,
    element: <RequireAccess access={route.access} />,
    children: [{ index: true, lazy: async () => ({ Component: await route.page() }) }],
  })),
);

export const router = createBrowserRouter([
  {
    ErrorBoundary: ServerErrorPage,
    HydrateFallback: FullPageSpin,
    children: [
      {
        path: '/login',
        lazy: () =>
          import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/register',
        lazy: () =>
          import('../features/accounts/pages/register-page').then((m) => ({
            Component: m.RegisterPage,
          })),
      },
      {
        path: '/get-password',
        lazy: () =>
          import('../features/accounts/pages/get-password-page').then((m) => ({
            Component: m.GetPasswordPage,
          })),
      },
      {
        path: '/account/activate/:id',
        lazy: () =>
          import('../features/accounts/pages/activate-page').then((m) => ({
            Component: m.ActivatePage,
          })),
      },
      {
        path: '/account/resend',
        lazy: () =>
          import('../features/accounts/pages/resend-verification-page').then((m) => ({
            Component: m.ResendVerificationPage,
          })),
      },
      {
        path: '/sso',
        lazy: () =>
          import('../features/auth/pages/sso-page').then((m) => ({ Component: m.SsoPage })),
      },
      { path: '/403', Component: ForbiddenPage },
      { path: '/404', Component: NotFoundPage },
      { path: '/500', Component: ServerErrorPage },
      {
        Component: RequireSession,
        children: [
          {
            Component: AppLayout,
            children: [
              { index: true, element: <Navigate to="/Dashboard" replace /> },
              ...areaRoutes,
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));
