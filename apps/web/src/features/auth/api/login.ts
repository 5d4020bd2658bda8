import { normalizeUsername, type Session } from '@console/contract/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { isApiError } from '../../../lib/api/api-error';
import { settleLanguageAfterSignIn } from '../../../lib/auth/account-language';
import { startSession } from '../../../lib/auth/session';
import { i18n } from '../../../lib/i18n/i18n';
import { notifySuccess } from '../../../lib/notify';
import { encryptPassword } from '../../../lib/crypto/encrypt-password';
import { publicKeyQueryOptions } from '../../../lib/crypto/public-key';

export interface LoginInput {
  username: string;
  password: string;
}

export async function login(
  input: LoginInput & { publicKey: string; token?: string },
): Promise<Session> {
  return callApi(
    'auth.login',
    {
      username: normalizeUsername(input.username),
      password: await encryptPassword(input.password, input.publicKey),
      token: input.token,
    },
    // The form explains an unverified account itself, with a link to a new verification mail.
    { silent: ['auth.account_not_verified'] },
  );
}

/** Signs in with a captcha token from `takeCaptcha`, fetched and solved while the user typed. */
export function useLogin(takeCaptcha: () => Promise<string | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const [publicKey, token] = await Promise.all([
        queryClient.ensureQueryData(publicKeyQueryOptions()),
        takeCaptcha(),
      ]);
      return login({ ...input, publicKey, token });
    },
    onSuccess: (session) => {
      queryClient.clear();
      startSession(session);
      if (!settleLanguageAfterSignIn(session)) notifySuccess(i18n.t('auth.messages.login_success'));
    },
    onError: (error) => {
      if (isApiError(error) && error.message === 'auth.invalid_password_encryption') {
        void queryClient.invalidateQueries({ queryKey: publicKeyQueryOptions().queryKey });
      }
    },
  });
}
