import { canAccessAny, type AnyAccess } from '@console/contract/permissions';
import { Outlet } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { LoadError } from '../components/load-error';
import { useCurrentUser } from '../lib/auth/current-user';
import { ErrorResult } from '../features/errors/components/error-result';

/** Shows the 403 page in place of a route the user's permissions do not open. */
export function RequireAccess({ access }: { access: AnyAccess }) {
  const user = useCurrentUser();
  if (user.isPending) return <FullPageSpin />;
  if (user.isError) return <LoadError onRetry={() => void user.refetch()} />;
  return canAccessAny(access, user.data) ? <Outlet /> : <ErrorResult status="403" />;
}
