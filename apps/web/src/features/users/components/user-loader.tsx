import type { User } from '@console/contract/schemas/users';
import type { ReactNode } from 'react';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { useUser } from '../api/get-user';
import { useUserId } from '../hooks/use-user-id';
import { UserNotFound } from './user-not-found';

/** Loads the user named by the URL and shows the loading, missing and failed states. */
export function UserLoader({ children }: { children: (user: User) => ReactNode }) {
  const id = useUserId();
  const user = useUser(id);
  if (id === null) return <UserNotFound />;
  if (user.isPending) return <FullPageSpin />;
  if (user.isError) {
    const missing = isApiError(user.error) && user.error.status === 404;
    return missing ? <UserNotFound /> : <LoadError onRetry={() => void user.refetch()} />;
  }
  return children(user.data);
}
