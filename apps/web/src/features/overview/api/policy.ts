import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The policy the agent receives, its version and when the agent last fetched it. */
export function usePolicyView(adminId: number | null, agentId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('overview.policy', { admin_id: adminId, agent_id: agentId }),
    queryFn: ({ signal }) =>
      callApi('overview.policy', { admin_id: adminId ?? 0, agent_id: agentId ?? 0 }, { signal }),
    enabled: adminId !== null && agentId !== null,
  });
}
