import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { endSession } from '../../../lib/api/end-session';
import { getSession } from '../../../lib/auth/session';

export async function logout(): Promise<void> {
  const refreshToken = getSession()?.freshToken;
  if (refreshToken) await callApi('auth.logout', { refresh_token: refreshToken }, { silent: true });
}

/** Signs out here even when the server cannot be told: the user asked to leave. */
export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: endSession });
}

/** Ends every session of the account on the server (other devices too), then this one here. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => callApi('auth.logoutAll', {}, { silent: true }),
    onSettled: endSession,
  });
}
