import type { RequestOf } from '@console/contract/routes';
import type { BankInfo } from '@console/contract/schemas/bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

export type BankInput = RequestOf<'bank.add'>;

export async function createBank(mine: boolean, input: BankInput): Promise<BankInfo> {
  const { bank_name, bank_number, bank_holder } = input;
  const { item } = mine
    ? await callApi('bank.addMine', { bank_name, bank_number, bank_holder })
    : await callApi('bank.add', input);
  return item;
}

export function useCreateBank(mine: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankInput) => createBank(mine, input),
    onSuccess: () => invalidateQueriesOf(queryClient, 'bank.list', 'bank.listMine'),
  });
}
