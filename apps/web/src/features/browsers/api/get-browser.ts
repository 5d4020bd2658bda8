import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A missing browser is shown by the page itself, so its 404 raises no toast. */
export async function getBrowser(id: number, signal?: AbortSignal): Promise<BlockedBrowser> {
  const { item } = await callApi('browsers.get', { id }, { signal, silent: [404] });
  return item;
}

export const browserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('browsers.get', id),
    queryFn: ({ signal }) => getBrowser(id, signal),
  });

export function useBrowser(id: number | null) {
  return useQuery({ ...browserQueryOptions(id ?? 0), enabled: id !== null });
}
