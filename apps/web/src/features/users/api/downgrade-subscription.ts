import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { userChanged } from './user-changed';

export async function downgradeSubscription(username: string): Promise<User> {
  const { item } = await callApi('users.downToFree', { username });
  return item;
}

export function useDowngradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downgradeSubscription,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
