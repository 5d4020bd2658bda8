import type { ParentUser } from '@console/contract/schemas/parents';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export async function getParent(adminId: number, signal?: AbortSignal): Promise<ParentUser> {
  const { item } = await callApi('parents.get', { admin_id: adminId }, { signal });
  return item;
}

export function useParent(adminId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('parents.get', adminId),
    queryFn: ({ signal }) => getParent(adminId!, signal),
    enabled: adminId !== null,
  });
}
