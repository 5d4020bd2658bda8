import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type UserListParams = RequestOf<'users.list'>;

export function getUsers(
  params: UserListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'users.list'>> {
  return callApi('users.list', params, { signal });
}

export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: queryKeyOf('users.list', params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQueryOptions(params), placeholderData: keepPreviousData });
}
