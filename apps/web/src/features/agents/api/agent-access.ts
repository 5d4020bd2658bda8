import type { RequestOf } from '@console/contract/routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';

/** A parent's agents; refreshed every 10 s so online states and versions stay current. */
export const agentsQueryOptions = (adminId: number) =>
  queryOptions({
    queryKey: queryKeyOf('agents.list', { admin_id: adminId }),
    queryFn: ({ signal }) => callApi('agents.list', { admin_id: adminId }, { signal }),
    refetchInterval: 10_000,
  });

export function useAgents(adminId: number) {
  return useQuery(agentsQueryOptions(adminId));
}

export function useLatestVersion() {
  return useQuery({
    queryKey: queryKeyOf('agents.latestVersion', {}),
    queryFn: ({ signal }) => callApi('agents.latestVersion', {}, { signal }),
  });
}

function useAgentMutation<I>(run: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => invalidateQueriesOf(queryClient, 'agents.list'),
  });
}

export const useSetBlockBrowser = () =>
  useAgentMutation((input: RequestOf<'agents.setBlockBrowser'>) =>
    callApi('agents.setBlockBrowser', input),
  );
export const useSetUserLogin = () =>
  useAgentMutation((input: RequestOf<'agents.setUserLogin'>) =>
    callApi('agents.setUserLogin', input),
  );
export const useSetAgentName = () =>
  useAgentMutation((input: RequestOf<'agents.setName'>) => callApi('agents.setName', input));
export const useLogoutAgent = () =>
  useAgentMutation((input: RequestOf<'agents.logout'>) => callApi('agents.logout', input));

/** Asks to link an agent by its OTP; the caller then polls `checkAgentLink`. */
export const requestAgentLink = (input: RequestOf<'agents.login'>) =>
  callApi('agents.login', input);
export const checkAgentLink = (input: RequestOf<'agents.check'>) =>
  callApi('agents.check', input, { silent: true });
