import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type TerminalListParams = RequestOf<'blocklists.terminals'>;

export const terminalsQueryOptions = (params: TerminalListParams) =>
  queryOptions({
    queryKey: queryKeyOf('blocklists.terminals', params),
    // A merchant that does not exist is said on the page itself.
    queryFn: ({ signal }) => callApi('blocklists.terminals', params, { signal, silent: [404] }),
  });

export function useTerminals(params: TerminalListParams) {
  return useQuery({ ...terminalsQueryOptions(params), placeholderData: keepPreviousData });
}
