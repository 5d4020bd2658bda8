import type { RuleGroup } from '@console/contract/schemas/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import type { AppRuleInput } from './create-app-rule';

/** Renames the group when its name changed, then replaces its apps. */
export async function updateAppRule(
  current: RuleGroup,
  { name, list }: AppRuleInput,
): Promise<RuleGroup> {
  if (name !== current.name) await callApi('rules.appSetName', { id: current.id, name });
  const { item } = await callApi('rules.blocklistEdit', { id: current.id, list });
  return item;
}

export function useUpdateAppRule(current: RuleGroup) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppRuleInput) => updateAppRule(current, input),
    onSettled: () => invalidateQueriesOf(queryClient, 'rules'),
  });
}
