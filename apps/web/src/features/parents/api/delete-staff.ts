import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function deleteStaff(staffId: number): Promise<void> {
  await callApi('parents.staffDelete', { staff_id: staffId });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => invalidateQueriesOf(queryClient, 'parents'),
  });
}
