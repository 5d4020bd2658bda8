import type { ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type UserOption = ResponseOf<'users.listLike'>['list'][number];

export function searchUsers(userName: string, signal?: AbortSignal): Promise<UserOption[]> {
  return callApi('users.listLike', { user_name: userName }, { signal }).then((r) => r.list);
}

export const userSearchQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: queryKeyOf('users.listLike', userName),
    queryFn: ({ signal }) => searchUsers(userName, signal),
  });

/** Users whose name contains the text; nothing is asked for until some text is typed. */
export function useUserSearch(userName: string) {
  return useQuery({
    ...userSearchQueryOptions(userName),
    enabled: userName !== '',
    placeholderData: keepPreviousData,
  });
}
