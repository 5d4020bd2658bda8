import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';
import { RUN_POLL_MS } from './get-run';

/** A job's runs, newest first; refreshed while one of them is running. */
export function useRuns(input: RequestOf<'rpa.runList'>) {
  return useQuery({
    queryKey: queryKeyOf('rpa.runList', input),
    queryFn: ({ signal }) => callApi('rpa.runList', input, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((run) => run.state === 'running') ? RUN_POLL_MS : false,
  });
}
