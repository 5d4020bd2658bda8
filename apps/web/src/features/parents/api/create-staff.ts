import type { StaffUser } from '@console/contract/schemas/parents';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import { publicKeyQueryOptions } from '../../../lib/crypto/public-key';

export interface StaffInput {
  admin_id: number;
  user_name: string;
  full_name: string;
  password: string;
}

/** The password travels encrypted, as at sign-in; the server stores it hashed. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: async (input: StaffInput, idempotencyKey: string): Promise<StaffUser> => {
      const key = await queryClient.ensureQueryData(publicKeyQueryOptions());
      const password = await encryptPassword(input.password, key);
      const { item } = await callApi(
        'parents.staffCreate',
        { ...input, password },
        { idempotencyKey },
      );
      return item;
    },
    onSuccess: () => invalidateQueriesOf(queryClient, 'parents'),
  });
}
