import type { RequestOf } from '@console/contract/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

export function useAgentSoftware(input: RequestOf<'agents.software'> | null) {
  return useQuery({
    queryKey: queryKeyOf('agents.software', input),
    queryFn: ({ signal }) => callApi('agents.software', input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
