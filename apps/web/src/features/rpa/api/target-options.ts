import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

// The whole answer is cached under the call's key, as the agents area caches it, and each hook
// selects its part: one key never holds two shapes.

/** A parent's agents, to choose a job's targets from. */
export function useParentAgents(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.list', { admin_id: adminId ?? 0 }),
    queryFn: ({ signal }) => callApi('agents.list', { admin_id: adminId ?? 0 }, { signal }),
    select: (answer) => answer.list,
    enabled: adminId !== null,
  });
}

/** A parent's staff users, to target the agents they sign in on. */
export function useParentStaff(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.staffAgentList', { admin_id: adminId ?? 0 }),
    queryFn: ({ signal }) =>
      callApi('agents.staffAgentList', { admin_id: adminId ?? 0 }, { signal }),
    select: (answer) => answer.staff,
    enabled: adminId !== null,
  });
}
