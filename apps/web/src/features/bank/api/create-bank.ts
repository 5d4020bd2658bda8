import type { RequestOf } from '@console/contract/routes';
import type { BankInfo } from '@console/contract/schemas/bank';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useIdempotentMutation } from '../../../lib/api/use-idempotent-mutation';

export type BankInput = RequestOf<'bank.add'>;

export async function createBank(
  mine: boolean,
  input: BankInput,
  idempotencyKey?: string,
): Promise<BankInfo> {
  const { bank_name, bank_number, bank_holder } = input;
  const { item } = mine
    ? await callApi('bank.addMine', { bank_name, bank_number, bank_holder }, { idempotencyKey })
    : await callApi('bank.add', input, { idempotencyKey });
  return item;
}

export function useCreateBank(mine: boolean) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (input: BankInput, idempotencyKey: string) =>
      createBank(mine, input, idempotencyKey),
    onSuccess: () => invalidateQueriesOf(queryClient, 'bank.list', 'bank.listMine'),
  });
}
