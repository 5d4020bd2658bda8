import type { ResponseOf } from '@console/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type CampaignWithHistory = Omit<ResponseOf<'campaigns.get'>, 'success'>;

/** A missing campaign is shown by the page itself, so its 404 raises no toast. */
export async function getCampaign(id: number, signal?: AbortSignal): Promise<CampaignWithHistory> {
  const { success: _, ...campaign } = await callApi(
    'campaigns.get',
    { id },
    { signal, silent: [404] },
  );
  return campaign;
}

export const campaignQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('campaigns.get', id),
    queryFn: ({ signal }) => getCampaign(id, signal),
  });

export function useCampaign(id: number | null) {
  return useQuery({ ...campaignQueryOptions(id ?? 0), enabled: id !== null });
}

export function useCampaignBudget(id: number) {
  return useQuery({
    queryKey: queryKeyOf('campaigns.budget', id),
    queryFn: ({ signal }) => callApi('campaigns.budget', { id }, { signal }),
  });
}
