import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import { publicKeyQueryOptions } from '../../../lib/crypto/public-key';

export interface ResetPasswordInput {
  resetToken: string;
  password: string;
}

/**
 * Answers the account's user name. Token errors (invalid, expired) are shown by the page as an
 * alert, not as a toast.
 */
export function useResetPassword(takeCaptcha: () => Promise<string | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ resetToken, password }: ResetPasswordInput) => {
      const [publicKey, token] = await Promise.all([
        queryClient.ensureQueryData(publicKeyQueryOptions()),
        takeCaptcha(),
      ]);
      const { user_name } = await callApi(
        'accounts.resetPassword',
        { reset_token: resetToken, password: await encryptPassword(password, publicKey), token },
        { silent: ['accounts.token_invalid', 'accounts.token_expired'] },
      );
      return user_name;
    },
  });
}
