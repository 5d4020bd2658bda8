import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The app catalogue's names, which the blocklist picker offers. */
export async function getAppNames(signal?: AbortSignal): Promise<string[]> {
  const { list } = await callApi('rules.appNames', {}, { signal });
  return list;
}

export const appNamesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('rules.appNames'),
    queryFn: ({ signal }) => getAppNames(signal),
    staleTime: 60_000,
  });

export function useAppNames() {
  return useQuery(appNamesQueryOptions());
}
