import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export type PromotionInput = RequestOf<'promotions.create'>;

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PromotionInput) => (await callApi('promotions.create', input)).item,
    onSuccess: () => invalidateQueriesOf(queryClient, 'promotions'),
  });
}
