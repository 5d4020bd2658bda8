import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export interface RuleGroupInput {
  name: string;
  list: string[];
}

/** A new group of the parent's, of the kind of the tab. */
async function createGroup(kind: RuleKind, adminId: number, input: RuleGroupInput) {
  const body = { admin_id: adminId, ...input };
  if (kind === 'blacklist') return (await callApi('rules.webBlacklistCreate', body)).item;
  if (kind === 'whitelist') return (await callApi('rules.webWhitelistCreate', body)).item;
  return (await callApi('rules.blocklistCreateAdmin', body)).item;
}

/** Renames the group when its name changed, then replaces its entries. */
async function updateGroup(current: RuleGroup, { name, list }: RuleGroupInput) {
  const web = current.kind !== 'blocklist';
  if (name !== current.name) {
    await callApi(web ? 'rules.webSetName' : 'rules.appSetName', { id: current.id, name });
  }
  const input = { id: current.id, list };
  return web
    ? (await callApi('rules.webEdit', input)).item
    : (await callApi('rules.blocklistEditAdmin', input)).item;
}

export function useSaveRuleGroup(kind: RuleKind, adminId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, input }: { current?: RuleGroup; input: RuleGroupInput }) =>
      current ? updateGroup(current, input) : createGroup(kind, adminId, input),
    onSettled: () => invalidateQueriesOf(queryClient, 'rules', 'parents'),
  });
}

export function useDeleteRuleGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (group: RuleGroup) =>
      callApi(group.kind === 'blocklist' ? 'rules.appDelete' : 'rules.webDelete', { id: group.id }),
    onSuccess: () => invalidateQueriesOf(queryClient, 'rules', 'parents'),
  });
}
