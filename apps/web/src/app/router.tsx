import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { ForbiddenPage } from '../features/errors/pages/forbidden-page';
import { NotFoundPage } from '../features/errors/pages/not-found-page';
import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { setNavigator } from '../lib/navigation';
import { linkTo, pathOf } from '../lib/paths';
import { areas } from './areas';
import { screenRoute, type PageLoader, type ScreenRoute } from './define-area';
import { AppLayout } from './layout/app-layout';
import { RequireAccess } from './require-access';
import { RequireSession } from './require-session';

const lazyPage = (page: PageLoader) => async () => ({ Component: await page() });

/** A signed-in screen: the 403 result in place when the user's permissions do not open it. */
const guarded = ({ path, access, page }: ScreenRoute): RouteObject => ({
  path,
  element: <RequireAccess access={access} />,
  children: [{ index: true, lazy: lazyPage(page) }],
});

const dashboard = screenRoute('home.dashboard', () =>
  import('./dashboard-route').then((m) => m.DashboardRoute),
);

/** Screens anyone may open: sign-in and the account screens reached from it or from a mail. */
const publicPages: ScreenRoute[] = [
  screenRoute('auth.login', () =>
    import('../features/auth/pages/login-page').then((m) => m.LoginPage),
  ),
  screenRoute('auth.sso', () => import('../features/auth/pages/sso-page').then((m) => m.SsoPage)),
  screenRoute('accounts.register', () =>
    import('../features/accounts/pages/register-page').then((m) => m.RegisterPage),
  ),
  screenRoute('accounts.getPassword', () =>
    import('../features/accounts/pages/get-password-page').then((m) => m.GetPasswordPage),
  ),
  screenRoute('accounts.activate', () =>
    import('../features/accounts/pages/activate-page').then((m) => m.ActivatePage),
  ),
  screenRoute('accounts.resend', () =>
    import('../features/accounts/pages/resend-verification-page').then(
      (m) => m.ResendVerificationPage,
    ),
  ),
];

export const router = createBrowserRouter([
  {
    ErrorBoundary: ServerErrorPage,
    HydrateFallback: FullPageSpin,
    children: [
      ...publicPages.map(({ path, page }) => ({ path, lazy: lazyPage(page) })),
      { path: pathOf('home.forbidden'), Component: ForbiddenPage },
      { path: pathOf('home.notFound'), Component: NotFoundPage },
      { path: pathOf('home.serverError'), Component: ServerErrorPage },
      {
        Component: RequireSession,
        children: [
          {
            Component: AppLayout,
            children: [
              { index: true, element: <Navigate to={linkTo('home.dashboard')} replace /> },
              ...[dashboard, ...areas.flatMap((area) => area.screens)].map(guarded),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={linkTo('home.notFound')} replace /> },
    ],
  },
]);

setNavigator((to) => void router.navigate(to));
