import type { DomainCount } from '@console/contract/schemas/reports';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { xlsxOf, type ExportFile } from '../../../lib/export/xlsx-export';
import { reportQueryOptions, type ReportKey } from './report-key';

/** Tab 4: the day's top 20 domains by requests. */
export const useUrlChart = (report: ReportKey) =>
  useQuery(reportQueryOptions('agents.urlChart', report));

export async function exportUrlChart(
  report: ReportKey,
  t: (key: string) => string,
): Promise<ExportFile> {
  const { list } = await callApi('agents.urlChart', report);
  const blob = await xlsxOf<DomainCount>(
    'domains',
    [
      { key: 'domain', header: t('agents.report.fields.domain'), width: 40 },
      { key: 'count', header: t('agents.report.fields.count') },
    ],
    list,
  );
  return { blob, total: list.length };
}
