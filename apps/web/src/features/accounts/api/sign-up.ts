import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import { publicKeyQueryOptions } from '../../../lib/crypto/public-key';

export type SignUpInput = Omit<RequestOf<'accounts.signup'>, 'token'>;

/** The form's field errors (accounts.user_exists, accounts.email_exists, policy) are shown on the form. */
export function useSignUp(takeCaptcha: () => Promise<string | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      const [publicKey, token] = await Promise.all([
        queryClient.ensureQueryData(publicKeyQueryOptions()),
        takeCaptcha(),
      ]);
      const password = await encryptPassword(input.password, publicKey);
      return callApi('accounts.signup', { ...input, password, token });
    },
  });
}
