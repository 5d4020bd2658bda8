import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type ParentSearch = RequestOf<'users.searchLike'>;
export type ParentOption = ResponseOf<'users.searchLike'>['list'][number];

/** Parent accounts by exact id, or e-mail / phone containing the keyword. */
export async function searchParents(search: ParentSearch, signal?: AbortSignal) {
  const { list } = await callApi('users.searchLike', search, { signal });
  return list;
}

export function useParentSearch(search: ParentSearch | null) {
  return useQuery({
    queryKey: queryKeyOf('users.searchLike', search),
    queryFn: ({ signal }) => searchParents(search!, signal),
    enabled: search !== null && search.keyword.trim() !== '',
  });
}
