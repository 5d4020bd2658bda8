import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import type { PromotionInput } from './create-promotion';

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PromotionInput) => (await callApi('promotions.edit', input)).item,
    onSuccess: () => invalidateQueriesOf(queryClient, 'promotions'),
  });
}
