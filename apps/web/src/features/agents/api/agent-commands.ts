import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';

/** An agent's last commands, refreshed every 2 s while one is not finished. */
export function useAgentCommands(adminId: number, agentId: number) {
  const input = { admin_id: adminId, agent_id: agentId, page: 1, page_size: 10 };
  return useQuery({
    queryKey: queryKeyOf('agents.commands', input),
    queryFn: ({ signal }) => callApi('agents.commands', input, { signal }),
    refetchInterval: (query) =>
      query.state.data?.list.some((c) =>
        ['queued', 'sent', 'received', 'started'].includes(c.state),
      )
        ? 2_000
        : 15_000,
  });
}

export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<'agents.sendCommand'>) => callApi('agents.sendCommand', input),
    onSuccess: () => invalidateQueriesOf(queryClient, 'agents.commands'),
  });
}
