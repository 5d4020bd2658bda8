import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { getCaptchaToken } from '../../../lib/captcha/get-captcha-token';

/** The answer is the same whether or not the account exists, so it reveals nothing. */
export async function resendVerification(login: string): Promise<void> {
  const token = await getCaptchaToken().catch(() => undefined);
  await callApi('accounts.resendVerification', { login, token });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
