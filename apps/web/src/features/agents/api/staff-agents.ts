import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';

export function useStaffAgents(adminId: number) {
  return useQuery({
    queryKey: queryKeyOf('agents.staffAgentList', { admin_id: adminId }),
    queryFn: ({ signal }) => callApi('agents.staffAgentList', { admin_id: adminId }, { signal }),
  });
}

type LinkInput = RequestOf<'agents.staffAgentCreate'>;
type LinkCall = 'agents.staffAgentCreate' | 'agents.staffAgentActive' | 'agents.staffAgentDelete';

export function useStaffAgentChange(call: LinkCall) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkInput) => callApi(call, input),
    onSuccess: () => invalidateQueriesOf(queryClient, 'agents.staffAgentList'),
  });
}
