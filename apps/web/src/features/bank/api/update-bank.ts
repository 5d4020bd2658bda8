import type { RequestOf } from '@console/contract/routes';
import type { BankInfo } from '@console/contract/schemas/bank';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { bankQueryOptions } from './get-bank';

export type BankUpdate = RequestOf<'bank.edit'>;

export async function updateBank(mine: boolean, input: BankUpdate): Promise<BankInfo> {
  const { item } = await callApi(mine ? 'bank.editMine' : 'bank.edit', input);
  return item;
}

export function useUpdateBank(mine: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankUpdate) => updateBank(mine, input),
    onSuccess: (item) => {
      queryClient.setQueryData(bankQueryOptions(mine, item.id).queryKey, item);
      return invalidateQueriesOf(queryClient, 'bank.list', 'bank.listMine');
    },
  });
}
