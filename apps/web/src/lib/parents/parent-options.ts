import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { queryKeyOf } from '../api/query-keys';

/*
 * A chosen parent's agents and staff users, as the screens that pick among them (the policy
 * overview, a remote automation job's targets) read them. The whole answer is cached under the
 * call's key, as the agents area caches it, and each hook selects its part: one key never holds
 * two shapes. Nothing is asked before a parent is chosen.
 */

/** A parent's agents. */
export function useParentAgents(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.list', { admin_id: adminId ?? 0 }),
    queryFn: ({ signal }) => callApi('agents.list', { admin_id: adminId ?? 0 }, { signal }),
    select: (answer) => answer.list,
    enabled: adminId !== null,
  });
}

function staffLinksQuery(adminId: number | null) {
  return {
    queryKey: queryKeyOf('agents.staffAgentList', { admin_id: adminId ?? 0 }),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi('agents.staffAgentList', { admin_id: adminId ?? 0 }, { signal }),
    enabled: adminId !== null,
  };
}

/** A parent's staff users and which of them sign in on which agent. */
export function useParentStaffLinks(adminId: number | null) {
  return useQuery(staffLinksQuery(adminId));
}

/** A parent's staff users alone. */
export function useParentStaff(adminId: number | null) {
  return useQuery({ ...staffLinksQuery(adminId), select: (answer) => answer.staff });
}
