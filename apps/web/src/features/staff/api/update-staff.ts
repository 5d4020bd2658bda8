import type { RequestOf } from '@console/contract/routes';
import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export async function updateStaff(input: RequestOf<'staff.update'>): Promise<User> {
  const { item } = await callApi('staff.update', input);
  return item;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => invalidateQueriesOf(queryClient, 'staff.list'),
  });
}
