import type { Session } from '@console/contract/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { settleLanguageAfterSignIn } from '../../../lib/auth/account-language';
import { startSession } from '../../../lib/auth/session';

/** The identity provider's token goes as Bearer in place of an access token. */
export async function ssoLogin(token: string): Promise<Session> {
  return callApi('auth.ssoLogin', {}, { bearer: token, silent: true });
}

export function useSsoLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ssoLogin,
    onSuccess: (session) => {
      queryClient.clear();
      startSession(session);
      // The SSO link's token is spent: a reload of /sso would fail; the dashboard is where it goes anyway.
      settleLanguageAfterSignIn(session, '/');
    },
  });
}
