import { useTranslation } from 'react-i18next';
import type { ReportTabProps } from '../api/report-key';
import { exportUrlChart, useUrlChart } from '../api/url-chart';
import { ReportChart } from './report-chart';
import { ReportToolbar } from './report-toolbar';

/** Tab 4: the day's top domains as bars, each saying `N click`. */
export function DomainChartTab({ report }: ReportTabProps) {
  const { t } = useTranslation();
  const domains = useUrlChart(report);
  return (
    <>
      <ReportToolbar
        name="domains"
        run={() => exportUrlChart(report, t)}
        rows={domains.data?.list.length}
      />
      <ReportChart
        query={domains}
        bar={(row) => ({
          label: row.domain,
          value: row.count,
          text: t('agents.report.clicks', { count: row.count }),
        })}
      />
    </>
  );
}
