import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

/** Mails a new invitation link; a refusal (429 past the mail limit, 409) shows its own notice. */
export async function resendInvitation(id: number): Promise<void> {
  await callApi('employees.resendInvitation', { id });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => invalidateQueriesOf(queryClient, 'employees.list'),
  });
}
