import type { RequestOf, RouteId } from '@console/contract/routes';
import type { StaffUser } from '@console/contract/schemas/parents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

/** The staff-user calls that answer the changed staff user. */
export type StaffChange =
  | 'parents.staffEdit'
  | 'parents.switchAppMode'
  | 'parents.blacklistAdd'
  | 'parents.whitelistAdd'
  | 'parents.blocklistAdd'
  | 'parents.runModeSet'
  | 'parents.tabModeSet'
  | 'parents.notificationModeSet';

/** One change of a staff user's settings, saved at once; the parent's lists refresh after. */
export function useStaffChange<K extends StaffChange & RouteId>(route: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestOf<K>): Promise<StaffUser> => {
      const { item } = await callApi(route, input as never);
      return item as StaffUser;
    },
    onSettled: () => invalidateQueriesOf(queryClient, 'parents'),
  });
}
