import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { userChanged } from './user-changed';

export async function activateMembership(username: string): Promise<User> {
  const { item } = await callApi('users.activate', { username });
  return item;
}

export function useActivateMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateMembership,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
