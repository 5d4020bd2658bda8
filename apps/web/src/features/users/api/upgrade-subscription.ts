import type { RequestOf } from '@console/contract/routes';
import type { User } from '@console/contract/schemas/users';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';
import { userChanged } from './user-changed';

export async function upgradeSubscription(
  input: RequestOf<'users.upToStandard'>,
  idempotencyKey?: string,
): Promise<User> {
  const { item } = await callApi('users.upToStandard', input, { idempotencyKey });
  return item;
}

/** An upgrade made with a code is a sale: the sales lists and the codes' counts and sums change. */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: upgradeSubscription,
    onSuccess: (user) =>
      Promise.all([
        userChanged(queryClient, user),
        invalidateQueriesOf(queryClient, 'sales', 'promotions'),
      ]),
  });
}
