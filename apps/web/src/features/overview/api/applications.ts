import type { RequestOf } from '@console/contract/routes';
import type { Application } from '@console/contract/schemas/overview';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';
import { exportList, type ExportFile } from '../../../lib/export/xlsx-export';

export type ApplicationListParams = RequestOf<'overview.applications'>;

export function getApplications(params: ApplicationListParams, signal?: AbortSignal) {
  return callApi('overview.applications', params, { signal });
}

export function useApplications(params: ApplicationListParams) {
  return useQuery({
    queryKey: queryKeyOf('overview.applications', params),
    queryFn: ({ signal }) => getApplications(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The catalogue as searched and sorted, in the reader's language and time format. */
export function exportApplications(
  params: Omit<ApplicationListParams, 'page' | 'page_size'>,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const label = (key: string) => t(`overview.fields.${key}`);
  return exportList<Application>(
    'applications',
    [
      { key: 'name', header: label('app_name'), width: 40 },
      { key: 'agents', header: label('agents') },
      {
        key: 'source',
        header: label('source'),
        value: (row) => t(`overview.sources.${row.source}`),
      },
      {
        key: 'first_seen_at',
        header: label('first_seen_at'),
        width: 20,
        value: (row) => formatTime(row.first_seen_at),
      },
      {
        key: 'last_seen_at',
        header: label('last_seen_at'),
        width: 20,
        value: (row) => formatTime(row.last_seen_at),
      },
      {
        key: 'blocked_by',
        header: label('blocked_by'),
        width: 40,
        value: (row) => row.blocked_by.map((g) => g.name).join(', '),
      },
    ],
    (page, page_size) => getApplications({ ...params, page, page_size }),
  );
}
