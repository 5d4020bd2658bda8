import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/auth/use-session';

export function RequireSession() {
  return useSession() ? <Outlet /> : <Navigate to="/login" replace />;
}
