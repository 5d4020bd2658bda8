import type { RuleGroup } from '@console/contract/schemas/rules';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export interface AppRuleInput {
  name: string;
  list: string[];
}

/** Employees with `rules.app` make a global group; a parent makes his own. */
export async function createAppRule(
  { global, ...input }: AppRuleInput & { global: boolean },
  idempotencyKey?: string,
): Promise<RuleGroup> {
  const { item } = global
    ? await callApi('rules.appCreate', input, { idempotencyKey })
    : await callApi('rules.blocklistCreateAdmin', input, { idempotencyKey });
  return item;
}

export function useCreateAppRule() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createAppRule,
    onSuccess: () => invalidateQueriesOf(queryClient, 'rules'),
  });
}
