import type { StaffUser } from '@console/contract/schemas/parents';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A missing staff user is shown by the page itself, so its 404 raises no toast. */
export async function getStaff(staffId: number, signal?: AbortSignal): Promise<StaffUser> {
  const { item } = await callApi(
    'parents.staffGet',
    { staff_id: staffId },
    { signal, silent: [404] },
  );
  return item;
}

export function useStaff(staffId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('parents.staffGet', staffId),
    queryFn: ({ signal }) => getStaff(staffId!, signal),
    enabled: staffId !== null,
  });
}
