import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api/api-error';
import { callApi } from '../../../lib/api/call-api';
import { startSession } from '../../../lib/auth/session';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import { publicKeyQueryOptions } from '../../../lib/crypto/public-key';

export interface ChangePasswordInput {
  current: string;
  next: string;
}

/**
 * The server ends every session of the account and answers a new one for this browser, which
 * replaces the stored tokens. Field errors (a wrong current password) are the form's to show.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, next }: ChangePasswordInput) => {
      const publicKey = await queryClient.ensureQueryData(publicKeyQueryOptions());
      const [currentPassword, newPassword] = await Promise.all([
        encryptPassword(current, publicKey),
        encryptPassword(next, publicKey),
      ]);
      return callApi('accounts.changePassword', {
        current_password: currentPassword,
        new_password: newPassword,
      });
    },
    onSuccess: startSession,
    onError: (error) => {
      // The server's key changed (a restart with new keys): the next try fetches the new one.
      if (isApiError(error) && error.message === 'auth.invalid_password_encryption') {
        void queryClient.invalidateQueries({ queryKey: publicKeyQueryOptions().queryKey });
      }
    },
  });
}
