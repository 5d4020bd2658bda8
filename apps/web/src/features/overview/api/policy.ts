import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A parent's agents, to pick one. */
export function useParentAgents(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.list', { admin_id: adminId }),
    queryFn: async ({ signal }) =>
      (await callApi('agents.list', { admin_id: adminId ?? 0 }, { signal })).list,
    enabled: adminId !== null,
  });
}

/** A parent's staff users and which of them sign in on which agent. */
export function useParentStaffLinks(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.staffAgentList', { admin_id: adminId }),
    queryFn: ({ signal }) =>
      callApi('agents.staffAgentList', { admin_id: adminId ?? 0 }, { signal }),
    enabled: adminId !== null,
  });
}

/** The policy the agent receives, its version and when the agent last fetched it. */
export function usePolicyView(adminId: number | null, agentId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('overview.policy', { admin_id: adminId, agent_id: agentId }),
    queryFn: ({ signal }) =>
      callApi('overview.policy', { admin_id: adminId ?? 0, agent_id: agentId ?? 0 }, { signal }),
    enabled: adminId !== null && agentId !== null,
  });
}
