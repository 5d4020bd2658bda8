import type { User } from '@console/contract/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A missing user is shown by the page itself, so its 404 raises no toast. */
export async function getUser(id: number, signal?: AbortSignal): Promise<User> {
  const { item } = await callApi('users.get', { id }, { signal, silent: [404] });
  return item;
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('users.get', id),
    queryFn: ({ signal }) => getUser(id, signal),
  });

export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
