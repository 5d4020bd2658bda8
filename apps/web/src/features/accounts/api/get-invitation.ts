import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/**
 * The user name an invitation link is for, shown above the set-password form. A used or expired
 * link answers 400, which the form itself reports when the password is sent: no notice here.
 */
export function useInvitation(resetToken: string | null) {
  return useQuery({
    queryKey: queryKeyOf('employees.invitation', { resetToken: resetToken ?? '' }),
    queryFn: ({ signal }) =>
      callApi('employees.invitation', { resetToken: resetToken ?? '' }, { signal, silent: [400] }),
    enabled: resetToken !== null,
    retry: false,
    staleTime: Infinity,
  });
}
