import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function deleteStaff(id: number): Promise<void> {
  await callApi('staff.delete', { id });
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => invalidateQueriesOf(queryClient, 'staff.list'),
  });
}
