import type { ResponseOf } from '@console/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export function getSubscriptionHistory(
  userId: number,
  signal?: AbortSignal,
): Promise<ResponseOf<'users.history'>> {
  return callApi('users.history', { user_id: userId }, { signal });
}

export const subscriptionHistoryQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeyOf('users.history', userId),
    queryFn: ({ signal }) => getSubscriptionHistory(userId, signal),
  });

export function useSubscriptionHistory(userId: number) {
  return useQuery(subscriptionHistoryQueryOptions(userId));
}
