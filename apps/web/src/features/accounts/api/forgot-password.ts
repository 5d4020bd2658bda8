import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export function useForgotPassword(takeCaptcha: () => Promise<string | undefined>) {
  return useMutation({
    mutationFn: async (login: string) => {
      const token = await takeCaptcha();
      await callApi('accounts.forgotPassword', { login, token });
    },
  });
}
