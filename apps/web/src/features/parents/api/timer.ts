import type { ResponseOf } from '@console/contract/routes';
import type { TimerWindow } from '@console/contract/schemas/parents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';

export type Timer = ResponseOf<'parents.timerGet'>;

export function useTimer(staffId: number | null) {
  return useQuery({
    queryKey: queryKeyOf('parents.timerGet', staffId),
    queryFn: ({ signal }) => callApi('parents.timerGet', { staff_id: staffId! }, { signal }),
    enabled: staffId !== null,
  });
}

export function useSetTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { staff_id: number; windows: TimerWindow[] }) =>
      callApi('parents.timerSet', input),
    onSuccess: () => invalidateQueriesOf(queryClient, 'parents'),
  });
}
