import type { CurrentUser } from '@console/contract/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { queryKeyOf } from '../api/query-keys';
import { storeRole } from './session';
import { useSession } from './use-session';

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const { item } = await callApi('users.me', {}, { signal });
  storeRole(item.roles[0] ?? null);
  return item;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('users.me'),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

export function useCurrentUser() {
  const signedIn = useSession() !== null;
  return useQuery({ ...currentUserQueryOptions(), enabled: signedIn });
}
