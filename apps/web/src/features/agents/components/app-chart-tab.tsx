import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format/duration';
import { exportAppUsageChart, useAppUsageChart } from '../api/app-usage-chart';
import type { ReportTabProps } from '../api/report-key';
import { ReportChart } from './report-chart';
import { ReportToolbar } from './report-toolbar';

/** Tab 2: the day's top apps as bars of seconds used, read as hh:mm:ss. */
export function AppChartTab({ report }: ReportTabProps) {
  const { t } = useTranslation();
  const apps = useAppUsageChart(report);
  return (
    <>
      <ReportToolbar
        name="app-usage-chart"
        run={() => exportAppUsageChart(report, t)}
        rows={apps.data?.list.length}
      />
      <ReportChart
        query={apps}
        bar={(row) => ({
          label: row.app_name,
          value: row.seconds,
          text: formatDuration(row.seconds),
        })}
      />
    </>
  );
}
