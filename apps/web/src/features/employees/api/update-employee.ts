import type { RequestOf } from '@console/contract/routes';
import type { Employee } from '@console/contract/schemas/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function updateEmployee(input: RequestOf<'employees.update'>): Promise<Employee> {
  const { item } = await callApi('employees.update', input);
  return item;
}

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSettled: () => invalidateQueriesOf(queryClient, 'employees.list'),
  });
}
