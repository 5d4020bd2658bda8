import type { RequestOf } from '@console/contract/routes';
import type { User } from '@console/contract/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { userChanged } from './user-changed';

export async function upgradeSubscription(input: RequestOf<'users.upToStandard'>): Promise<User> {
  const { item } = await callApi('users.upToStandard', input);
  return item;
}

export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
