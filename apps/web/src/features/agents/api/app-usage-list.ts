import type { AppSessionRow } from '@console/contract/schemas/reports';
import { REPORT_LIST_TOP } from '@console/contract/routes/areas/agents';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { exportList, type ExportFile } from '../../../lib/export/xlsx-export';
import { formatDuration } from '../../../lib/format/duration';
import { reportQueryOptions, type ReportKey } from './report-key';

/** Tab 1: the app sessions of the day, 50 a page. */
export const useAppUsageList = (report: ReportKey, page: number) =>
  useQuery(reportQueryOptions('agents.appList', { ...report, page }));

export function exportAppUsageList(
  report: ReportKey,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const header = (key: string) => t(`agents.report.fields.${key}`);
  return exportList<AppSessionRow>(
    'app-usage',
    [
      { key: 'user_id', header: header('user_id'), value: (row) => row.user_id ?? '' },
      { key: 'user_name', header: header('user') },
      { key: 'app_name', header: header('app_name'), width: 30 },
      {
        key: 'start_time',
        header: header('start_time'),
        width: 20,
        value: (row) => formatTime(row.start_time),
      },
      {
        key: 'stop_time',
        header: header('stop_time'),
        width: 20,
        value: (row) => formatTime(row.stop_time),
      },
      {
        key: 'usage_time',
        header: header('usage_time'),
        value: (row) => formatDuration(row.usage_time),
      },
    ],
    (page, top) => callApi('agents.appList', { ...report, page, top }),
    REPORT_LIST_TOP,
  );
}
