import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type BrowserListParams = RequestOf<'browsers.list'>;

export function getBrowsers(
  params: BrowserListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'browsers.list'>> {
  return callApi('browsers.list', params, { signal });
}

export const browsersQueryOptions = (params: BrowserListParams) =>
  queryOptions({
    queryKey: queryKeyOf('browsers.list', params),
    queryFn: ({ signal }) => getBrowsers(params, signal),
  });

export function useBrowsers(params: BrowserListParams) {
  // Keeps the current page on screen while the next one loads, so the table does not jump.
  return useQuery({ ...browsersQueryOptions(params), placeholderData: keepPreviousData });
}
