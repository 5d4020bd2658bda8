import type { RequestOf } from '@console/contract/routes';
import type { Employee } from '@console/contract/schemas/employees';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export type EmployeeAddInput = RequestOf<'employees.add'>;

export async function addEmployee(
  input: EmployeeAddInput,
  idempotencyKey?: string,
): Promise<Employee> {
  const { item } = await callApi('employees.add', input, { idempotencyKey });
  return item;
}

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: addEmployee,
    onSuccess: () => invalidateQueriesOf(queryClient, 'employees.list'),
  });
}
