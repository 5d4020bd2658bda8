import type { RuleGroup } from '@console/contract/schemas/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** A missing group is shown by the page itself, so its 404 raises no toast. */
export async function getAppRule(id: number, signal?: AbortSignal): Promise<RuleGroup> {
  const { item } = await callApi('rules.blocklistGet', { id }, { signal, silent: [404] });
  return item;
}

export const appRuleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('rules.blocklistGet', id),
    queryFn: ({ signal }) => getAppRule(id, signal),
  });

export function useAppRule(id: number | null) {
  return useQuery({ ...appRuleQueryOptions(id ?? 0), enabled: id !== null });
}
