import type { User } from '@console/contract/schemas/users';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { userQueryOptions } from './get-user';
import { subscriptionHistoryQueryOptions } from './get-subscription-history';

/** After any change to a user: the detail takes the answer, the list and the history reload. */
export function userChanged(queryClient: QueryClient, user: User): Promise<unknown> {
  queryClient.setQueryData(userQueryOptions(user.id).queryKey, user);
  return Promise.all([
    invalidateQueriesOf(queryClient, 'users.list'),
    queryClient.invalidateQueries({ queryKey: subscriptionHistoryQueryOptions(user.id).queryKey }),
  ]);
}
