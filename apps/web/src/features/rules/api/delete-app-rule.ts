import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { appRuleQueryOptions } from './get-app-rule';

export async function deleteAppRule(id: number): Promise<void> {
  await callApi('rules.appDelete', { id });
}

export function useDeleteAppRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAppRule,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: appRuleQueryOptions(id).queryKey });
      return invalidateQueriesOf(queryClient, 'rules.appList');
    },
  });
}
