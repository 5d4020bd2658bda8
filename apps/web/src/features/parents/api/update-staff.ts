import type { RequestOf, RouteId } from '@console/contract/routes';
import type { StaffUser } from '@console/contract/schemas/parents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';

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

type Input<K extends StaffChange> = RequestOf<K> & { staff_id?: number };

/**
 * One change of a staff user's settings, saved at once; the parent's lists refresh after. With
 * `preview` (what the change makes of the staff user), the lists show it as it is clicked and go
 * back if the server refuses it, so a radio or a switch answers the hand at once.
 */
export function useStaffChange<K extends StaffChange & RouteId>(
  route: K,
  preview?: (staff: StaffUser, input: Input<K>) => StaffUser,
) {
  const queryClient = useQueryClient();
  const lists = { queryKey: queryKeyOf('parents.staffList') };
  return useMutation({
    mutationFn: async (input: Input<K>): Promise<StaffUser> => {
      const { item } = await callApi(route, input as never);
      return item as StaffUser;
    },
    onMutate: async (input) => {
      if (!preview || input.staff_id === undefined) return undefined;
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<StaffUser[]>(lists);
      queryClient.setQueriesData<StaffUser[]>(lists, (staff) =>
        staff?.map((row) => (row.id === input.staff_id ? preview(row, input) : row)),
      );
      return before;
    },
    onError: (_error, _input, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateQueriesOf(queryClient, 'parents'),
  });
}
