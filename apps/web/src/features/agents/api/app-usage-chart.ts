import type { AppSeconds } from '@console/contract/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { xlsxOf, type ExportFile } from '../../../lib/export/xlsx-export';
import { formatDuration } from '../../../lib/format/duration';
import { reportQueryOptions, type ReportKey } from './report-key';

/** Tab 2: the day's top 20 apps by seconds used. */
export const useAppUsageChart = (report: ReportKey) =>
  useQuery(reportQueryOptions('agents.appChart', report));

export async function exportAppUsageChart(
  report: ReportKey,
  t: (key: string) => string,
): Promise<ExportFile> {
  const { list } = await callApi('agents.appChart', report);
  const blob = await xlsxOf<AppSeconds>(
    'app-usage-chart',
    [
      { key: 'app_name', header: t('agents.report.fields.app_name'), width: 30 },
      { key: 'seconds', header: t('agents.report.fields.seconds') },
      {
        key: 'usage_time',
        header: t('agents.report.fields.usage_time'),
        value: (row) => formatDuration(row.seconds),
      },
    ],
    list,
  );
  return { blob, total: list.length };
}
