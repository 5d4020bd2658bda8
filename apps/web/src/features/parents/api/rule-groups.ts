import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The groups of a kind a parent may assign: the global ones and his own. */
export async function getRuleGroups(
  kind: RuleKind,
  adminId: number,
  signal?: AbortSignal,
): Promise<RuleGroup[]> {
  const input = { admin_id: adminId };
  const answer =
    kind === 'blacklist'
      ? await callApi('rules.webBlacklistList', input, { signal })
      : kind === 'whitelist'
        ? await callApi('rules.webWhitelistList', input, { signal })
        : await callApi('rules.appList', input, { signal });
  return answer.list;
}

export function useRuleGroups(kind: RuleKind, adminId: number) {
  return useQuery({
    queryKey: [...queryKeyOf('rules.webBlacklistList'), kind, adminId],
    queryFn: ({ signal }) => getRuleGroups(kind, adminId, signal),
  });
}

export function useAppNames() {
  return useQuery({
    queryKey: queryKeyOf('rules.appNames'),
    queryFn: async ({ signal }) => (await callApi('rules.appNames', {}, { signal })).list,
    staleTime: 60_000,
  });
}
