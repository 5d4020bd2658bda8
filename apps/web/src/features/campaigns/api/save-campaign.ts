import type { CampaignInput, CampaignItem } from '@console/contract/schemas/campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export async function createCampaign(
  input: CampaignInput,
  idempotencyKey?: string,
): Promise<CampaignItem> {
  const { item } = await callApi('campaigns.createFull', input, { idempotencyKey });
  return item;
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createCampaign,
    onSuccess: () => invalidateQueriesOf(queryClient, 'campaigns.list'),
  });
}

export async function editCampaign(
  input: CampaignInput & { id: number; version: number },
): Promise<CampaignItem> {
  const { item } = await callApi('campaigns.edit', input);
  return item;
}

export function useEditCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCampaign,
    onSuccess: () =>
      Promise.all([
        invalidateQueriesOf(queryClient, 'campaigns.list'),
        invalidateQueriesOf(queryClient, 'campaigns.get'),
      ]),
  });
}
