import type { RequestOf, ResponseOf } from '@console/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export type CampaignListParams = RequestOf<'campaigns.list'>;

export function getCampaigns(
  params: CampaignListParams,
  signal?: AbortSignal,
): Promise<ResponseOf<'campaigns.list'>> {
  return callApi('campaigns.list', params, { signal });
}

export const campaignsQueryOptions = (params: CampaignListParams) =>
  queryOptions({
    queryKey: queryKeyOf('campaigns.list', params),
    queryFn: ({ signal }) => getCampaigns(params, signal),
  });

export function useCampaigns(params: CampaignListParams) {
  // Keeps the current page on screen while the next one loads, so the table does not jump.
  return useQuery({ ...campaignsQueryOptions(params), placeholderData: keepPreviousData });
}
