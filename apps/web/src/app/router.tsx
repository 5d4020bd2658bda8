import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { loginLoader } from '../features/auth/pages/login-page';
import { setNavigator } from '../lib/navigation';
import { linkTo, pathOf } from '../lib/paths';
import { screenRoute, type PageLoader, type ScreenRoute } from '../lib/areas';
import { areas, publicScreens } from './areas';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';

/**
 * Every screen, the console layout and the error pages load on first use, so the sign-in screen
 * downloads none of them (docs/performance.md, "Web delivery").
 */
const lazyPage = (page: PageLoader) => async () => ({ Component: await page() });

/** A signed-in screen: the 403 result in place when the user's permissions do not open it. */
const guarded = ({ path, access, page }: ScreenRoute): RouteObject => ({
  path,
  element: <RequireAccess access={access} />,
  children: [{ index: true, lazy: lazyPage(page) }],
});

const LazyServerErrorPage = lazy(() =>
  import('../features/errors/pages/server-error-page').then((m) => ({
    default: m.ServerErrorPage,
  })),
);

/** The error boundary's page (antd's Result) loads when something breaks, not with every screen. */
function ServerErrorBoundary() {
  return (
    <Suspense fallback={<FullPageSpin />}>
      <LazyServerErrorPage />
    </Suspense>
  );
}

const dashboard = screenRoute('dashboard.show', () =>
  import('./dashboard-route').then((m) => m.DashboardRoute),
);

export const router = createBrowserRouter([
  {
    ErrorBoundary: ServerErrorBoundary,
    HydrateFallback: FullPageSpin,
    children: [
      { path: pathOf('auth.login'), loader: loginLoader },
      ...publicScreens.map(({ path, page }) => ({ path, lazy: lazyPage(page) })),
      {
        path: pathOf('errors.forbidden'),
        lazy: lazyPage(() =>
          import('../features/errors/pages/forbidden-page').then((m) => m.ForbiddenPage),
        ),
      },
      {
        path: pathOf('errors.notFound'),
        lazy: lazyPage(() =>
          import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage),
        ),
      },
      { path: pathOf('errors.serverError'), Component: ServerErrorBoundary },
      {
        Component: RequireSession,
        children: [
          {
            lazy: lazyPage(() => import('./layout/app-layout').then((m) => m.AppLayout)),
            children: [
              { index: true, element: <Navigate to={linkTo('dashboard.show')} replace /> },
              ...[dashboard, ...areas.flatMap((area) => area.screens)].map(guarded),
            ],
          },
        ],
      },
      // The employees' screen was at /staff before the glossary (docs/ARCHITECTURE.md): old links
      // and bookmarks still arrive.
      { path: '/staff', element: <Navigate to={linkTo('employees.list')} replace /> },
      { path: '*', element: <Navigate to={linkTo('errors.notFound')} replace /> },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));
