import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function deleteEmployee(id: number): Promise<void> {
  await callApi('employees.delete', { id });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => invalidateQueriesOf(queryClient, 'employees.list'),
  });
}
