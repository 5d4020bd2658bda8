import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

/**
 * Uses the mailed link; answers the account's user name. The page shows a failure itself, in the
 * page (docs/decisions/errors-and-messages.md).
 */
export async function activateAccount(token: string): Promise<string> {
  const { user_name } = await callApi('accounts.activate', { token }, { silent: true });
  return user_name;
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
