import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

/** The page shows a failure itself, as a browser alert (spec section 8). */
export async function activateAccount(token: string): Promise<void> {
  await callApi('accounts.activate', { token }, { silent: true });
}

export function useActivateAccount() {
  return useMutation({ mutationFn: activateAccount });
}
