import type { AppSessionRow } from '@console/contract/schemas/reports';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/format/duration';
import { exportAppUsageList, useAppUsageList } from '../api/app-usage-list';
import type { ReportTabProps } from '../api/report-key';
import { useReportTime } from '../hooks/use-report-time';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';

/** Tab 1: each app session of the day: who, which app, from when to when, for how long. */
export function AppUsageTab({ report, page, onPage }: ReportTabProps) {
  const { t } = useTranslation();
  const formatTime = useReportTime(report.timezone);
  const sessions = useAppUsageList(report, page);
  const field = (key: string) => t(`agents.report.fields.${key}`);
  return (
    <>
      <ReportToolbar
        name="app-usage"
        run={() => exportAppUsageList(report, t, formatTime)}
        rows={sessions.data?.total}
      />
      <ReportTable<AppSessionRow>
        query={sessions}
        page={page}
        onPage={onPage}
        rowKey="id"
        columns={[
          {
            title: field('user_id'),
            dataIndex: 'user_id',
            render: (id: number | null, row) => (id === null ? '—' : `${id} · ${row.user_name}`),
          },
          { title: field('app_name'), dataIndex: 'app_name' },
          { title: field('start_time'), dataIndex: 'start_time', render: formatTime },
          { title: field('stop_time'), dataIndex: 'stop_time', render: formatTime },
          {
            title: field('usage_time'),
            dataIndex: 'usage_time',
            align: 'right',
            render: formatDuration,
          },
        ]}
      />
    </>
  );
}
