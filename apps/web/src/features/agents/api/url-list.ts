import type { UrlRow } from '@console/contract/schemas/reports';
import { REPORT_LIST_TOP } from '@console/contract/routes/areas/agents';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { exportList, type ExportFile } from '../../../lib/export/xlsx-export';
import { reportQueryOptions, type ReportKey } from './report-key';

/** Tab 5: the URLs of the day, the most requested first, 50 a page. */
export const useUrlList = (report: ReportKey, page: number) =>
  useQuery(reportQueryOptions('agents.urlList', { ...report, page }));

export function exportUrlList(
  report: ReportKey,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const header = (key: string) => t(`agents.report.fields.${key}`);
  return exportList<UrlRow>(
    'urls',
    [
      {
        key: 'start_time',
        header: header('start_time'),
        width: 20,
        value: (row) => formatTime(row.start_time),
      },
      { key: 'title', header: header('title'), width: 40 },
      { key: 'url', header: header('url'), width: 60 },
      { key: 'request_count', header: header('request_count') },
      { key: 'user_name', header: header('user') },
    ],
    (page, top) => callApi('agents.urlList', { ...report, page, top }),
    REPORT_LIST_TOP,
  );
}
