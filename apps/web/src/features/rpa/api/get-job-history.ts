import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A job's changes and runs, newest first. */
export function useJobHistory(input: RequestOf<'rpa.jobHistory'>) {
  return useQuery({
    queryKey: queryKeyOf('rpa.jobHistory', input),
    queryFn: ({ signal }) => callApi('rpa.jobHistory', input, { signal }),
    placeholderData: keepPreviousData,
  });
}
