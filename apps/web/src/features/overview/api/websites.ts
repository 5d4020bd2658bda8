import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The global web lists with how many parents and staff users use each. */
export function useWebsites() {
  return useQuery({
    queryKey: queryKeyOf('overview.websites'),
    queryFn: async ({ signal }) => (await callApi('overview.websites', {}, { signal })).list,
  });
}
