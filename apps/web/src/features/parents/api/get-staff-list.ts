import type { StaffUser } from '@console/contract/schemas/parents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A parent's staff users with their settings and the names of their groups. */
export async function getStaffList(adminId: number, signal?: AbortSignal): Promise<StaffUser[]> {
  const { list } = await callApi('parents.staffList', { admin_id: adminId }, { signal });
  return list;
}

export const staffListQueryOptions = (adminId: number) =>
  queryOptions({
    queryKey: queryKeyOf('parents.staffList', adminId),
    queryFn: ({ signal }) => getStaffList(adminId, signal),
  });

export function useStaffList(adminId: number) {
  return useQuery(staffListQueryOptions(adminId));
}
