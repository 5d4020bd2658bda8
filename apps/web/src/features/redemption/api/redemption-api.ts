import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

/** A campaign's last redemptions (employees with redemption.read). */
export function useCampaignRedemptions(campaignId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('redemption.list', campaignId),
    queryFn: ({ signal }) =>
      callApi('redemption.list', { campaignId, pageSize: 10, order: 'desc' }, { signal }),
    enabled,
  });
}

/** Campaigns to let a client redeem: the first 50 whose name or code holds `keyword`. */
export function useCampaignChoices(keyword: string) {
  const params = { keyword, pageSize: 50, sort: 'name' as const, order: 'asc' as const };
  return useQuery({
    queryKey: queryKeyOf('campaigns.list', params),
    queryFn: ({ signal }) => callApi('campaigns.list', params, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useIntegrationClients() {
  return useQuery({
    queryKey: queryKeyOf('redemption.clients.list'),
    queryFn: ({ signal }) => callApi('redemption.clients.list', { pageSize: 100 }, { signal }),
  });
}

function useRefreshClients() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeyOf('redemption.clients.list') });
}

export function useCreateClient() {
  const refresh = useRefreshClients();
  return useIdempotentMutation({
    mutationFn: (input: RequestOf<'redemption.clients.create'>, idempotencyKey: string) =>
      callApi('redemption.clients.create', input, { idempotencyKey }),
    onSuccess: () => refresh(),
  });
}

export function useRotateClient() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (id: number) => callApi('redemption.clients.rotate', { id }),
    onSuccess: () => refresh(),
  });
}

export function useRevokeClient() {
  const refresh = useRefreshClients();
  return useMutation({
    mutationFn: (id: number) => callApi('redemption.clients.revoke', { id }),
    onSuccess: () => refresh(),
  });
}
