import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** How often a running run is read again; a finished one is not. */
export const RUN_POLL_MS = 2_000;

/** A run's counts per state and a page of its target agents; a missing run raises no toast. */
export function useRun(input: RequestOf<'rpa.runGet'> | null) {
  return useQuery({
    queryKey: queryKeyOf('rpa.runGet', input),
    queryFn: ({ signal }) => callApi('rpa.runGet', input!, { signal, silent: [404] }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.item.state === 'running' ? RUN_POLL_MS : false),
  });
}
