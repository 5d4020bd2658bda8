import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The dashboard's figures, kept fresh while the dashboard is open (every 30 s). */
export function useSummary() {
  return useQuery({
    queryKey: queryKeyOf('dashboard.summary'),
    queryFn: ({ signal }) => callApi('dashboard.summary', {}, { signal }),
    refetchInterval: 30_000,
  });
}
