import type { RequestOf } from '@console/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export type PromotionInput = RequestOf<'promotions.create'>;

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: async (input: PromotionInput, idempotencyKey: string) =>
      (await callApi('promotions.create', input, { idempotencyKey })).item,
    onSuccess: () => invalidateQueriesOf(queryClient, 'promotions'),
  });
}
