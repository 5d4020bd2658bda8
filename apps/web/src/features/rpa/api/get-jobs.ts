import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type JobListParams = RequestOf<'rpa.jobList'>;

export function getJobs(
  params: JobListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'rpa.jobList'>> {
  return callApi('rpa.jobList', params, { signal });
}

/** A page of jobs; the current page stays on screen while the next one loads. */
export function useJobs(params: JobListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeyOf('rpa.jobList', params),
    queryFn: ({ signal }) => getJobs(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
