import type { RuleGroup } from '@console/contract/schemas/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The global app blocklists and, for a parent, his own. */
export async function getAppRules(signal?: AbortSignal): Promise<RuleGroup[]> {
  const { list } = await callApi('rules.appList', {}, { signal });
  return list;
}

export const appRulesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('rules.appList'),
    queryFn: ({ signal }) => getAppRules(signal),
  });

export function useAppRules() {
  return useQuery(appRulesQueryOptions());
}
