import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/**
 * A parent's agents, to pick one. The whole answer is cached under the call's key, as the agents
 * area caches it, and the list is selected from it: one key never holds two shapes.
 */
export function useParentAgents(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.list', { admin_id: adminId ?? 0 }),
    queryFn: ({ signal }) => callApi('agents.list', { admin_id: adminId ?? 0 }, { signal }),
    select: (answer) => answer.list,
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
