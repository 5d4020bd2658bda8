import type { RequestOf } from '@console/contract/routes';
import type { MerterFile } from '@console/contract/schemas/merter';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf, queryKeyOf } from '../../../lib/api/query-keys';
import { uploadMerterFile } from './file-transfer';

const busy = (files: MerterFile[] | undefined) =>
  files?.some((f) => f.status === 'pending' || f.status === 'processing') ?? false;

/** A campaign's files, newest first; polled every second while one is being processed. */
export function useMerterFiles(campaignId: number) {
  const input = { campaignId, page: 1, pageSize: 10 };
  return useQuery({
    queryKey: queryKeyOf('merter.status', input),
    queryFn: ({ signal }) => callApi('merter.status', input, { signal }),
    refetchInterval: (query) => (busy(query.state.data?.list) ? 1000 : false),
  });
}

export function useCampaignTerminals(input: RequestOf<'merter.terminals'>) {
  return useQuery({
    queryKey: queryKeyOf('merter.terminals', input),
    queryFn: ({ signal }) => callApi('merter.terminals', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCampaignCustomers(input: RequestOf<'merter.customers'>) {
  return useQuery({
    queryKey: queryKeyOf('merter.customers', input),
    queryFn: ({ signal }) => callApi('merter.customers', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change here refreshes the whole area: files, terminals, customers. */
function useMerterMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => invalidateQueriesOf(queryClient, 'merter'),
  });
}

export const useUpload = () =>
  useMerterMutation((input: { campaignId: number; file: File }) =>
    uploadMerterFile(input.campaignId, input.file),
  );

export const useApply = () =>
  useMerterMutation((fileId: number) => callApi('merter.apply', { fileId }));

export const useApplyAll = () =>
  useMerterMutation((campaignId: number) => callApi('merter.applyAll', { campaignId }));

export const useChangeTerminal = () =>
  useMerterMutation((input: RequestOf<'merter.changeTerminal'>) =>
    callApi('merter.changeTerminal', input),
  );

export const useChangeCustomer = () =>
  useMerterMutation((input: RequestOf<'merter.changeCustomer'>) =>
    callApi('merter.changeCustomer', input),
  );
