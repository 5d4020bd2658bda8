import type { RequestOf } from '@console/contract/routes';
import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export async function updateStaff(input: RequestOf<'staff.update'>): Promise<User> {
  const { item } = await callApi('staff.update', input);
  return item;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}
