import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import type { UrlRow } from '@console/contract/schemas/reports';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { ReportTabProps } from '../api/report-key';
import { exportUrlList, useUrlList } from '../api/url-list';
import { useReportTime } from '../hooks/use-report-time';
import { ClippedText } from './clipped-text';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';

/** Tab 5: each URL of the day with its title, first request and count; copy it or open it. */
export function UrlListTab({ report, page, onPage }: ReportTabProps) {
  const { t } = useTranslation();
  const formatTime = useReportTime(report.timezone);
  const urls = useUrlList(report, page);
  const copy = (url: string) =>
    navigator.clipboard
      .writeText(url)
      .then(() => notifySuccess(t('agents.report.copy_success')))
      .catch(() => notifyError(t('common.messages.something_wrong')));
  const field = (key: string) => t(`agents.report.fields.${key}`);
  return (
    <>
      <ReportToolbar
        name="urls"
        run={() => exportUrlList(report, t, formatTime)}
        rows={urls.data?.total}
      />
      <ReportTable<UrlRow>
        query={urls}
        page={page}
        onPage={onPage}
        rowKey="id"
        // Titles and URLs wrap in their columns, so the counts and buttons stay in view.
        scrollX={880}
        columns={[
          { title: field('start_time'), dataIndex: 'start_time', render: formatTime },
          {
            title: field('title'),
            dataIndex: 'title',
            width: '24%',
            render: (title: string) => <ClippedText text={title} max={80} />,
          },
          {
            title: field('url'),
            dataIndex: 'url',
            width: '32%',
            // A long URL breaks where it must, not at every character.
            onCell: () => ({ style: { overflowWrap: 'anywhere' } }),
            render: (url: string) => <ClippedText text={readable(url)} max={100} breakable />,
          },
          { title: field('request_count'), dataIndex: 'request_count', align: 'right' },
          { title: field('user'), dataIndex: 'user_name', render: (user: string) => user || '—' },
          {
            title: t('common.actions'),
            render: (_: unknown, row) => (
              <Space size="small">
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  aria-label={`${t('agents.report.copy_url')}: ${row.url}`}
                  title={t('agents.report.copy_url')}
                  onClick={() => void copy(row.url)}
                />
                <Button
                  size="small"
                  icon={<ExportOutlined />}
                  // The server takes only http(s) URLs; checked again so no other scheme opens.
                  href={/^https?:\/\//i.test(row.url) ? row.url : undefined}
                  disabled={!/^https?:\/\//i.test(row.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t('agents.report.open_url')}: ${row.url}`}
                  title={t('agents.report.open_url')}
                />
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/** A URL as a browser's address bar shows it: %-escapes decoded (Việt_Nam, not Vi%E1%BB%87t_Nam). */
function readable(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
