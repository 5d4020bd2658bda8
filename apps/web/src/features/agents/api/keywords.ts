import type { KeywordRow } from '@console/contract/schemas/reports';
import { REPORT_LIST_TOP } from '@console/contract/routes/areas/agents';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { exportList, type ExportFile } from '../../../lib/export/xlsx-export';
import { reportQueryOptions, type ReportKey } from './report-key';

/** Tab 6: what staff users searched for that day, with how often, 50 a page. */
export const useKeywords = (report: ReportKey, page: number) =>
  useQuery(reportQueryOptions('agents.userQuery', { ...report, page }));

export function exportKeywords(report: ReportKey, t: (key: string) => string): Promise<ExportFile> {
  const header = (key: string) => t(`agents.report.fields.${key}`);
  return exportList<KeywordRow>(
    'keywords',
    [
      { key: 'keyword', header: header('keyword'), width: 40 },
      { key: 'count', header: header('count') },
      { key: 'user_name', header: header('user') },
    ],
    (page, top) => callApi('agents.userQuery', { ...report, page, top }),
    REPORT_LIST_TOP,
  );
}
