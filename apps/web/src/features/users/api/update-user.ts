import type { RequestOf } from '@console/contract/routes';
import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { userChanged } from './user-changed';

export type UserUpdateInput = RequestOf<'users.update'>;

export async function updateUser(input: UserUpdateInput): Promise<User> {
  const { item } = await callApi('users.update', input);
  return item;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
