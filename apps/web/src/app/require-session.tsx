import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/auth/use-session';
import { linkTo } from '../lib/paths';

export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to={linkTo('auth.login')} replace />;
}
