import type { RequestOf } from '@console/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';

export type PromotionInput = RequestOf<'promotions.create'>;

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PromotionInput) => (await callApi('promotions.create', input)).item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['promotions'] }),
  });
}
