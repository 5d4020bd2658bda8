import { Navigate, Outlet, useLocation } from 'react-router';
import { loginLinkFor } from '../lib/auth/return-to';
import { useSession } from '../lib/auth/use-session';

/** Signed-in screens; without a session, the login page, which comes back here afterwards. */
export function RequireSession() {
  const { pathname, search, hash } = useLocation();
  const session = useSession();
  return session ? <Outlet /> : <Navigate to={loginLinkFor(pathname + search + hash)} replace />;
}
