import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { shownFrom } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useJobHistory } from '../api/get-job-history';

const PAGE_SIZE = 10;

/** Who changed the job, when, from which state to which, and why; runs started and finished. */
export function JobHistory({ jobId }: { jobId: number }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTime();
  const [page, setPage] = useState(1);
  const history = useJobHistory({ id: jobId, page, page_size: PAGE_SIZE });
  const label = (key: string) => t(`rpa.history_fields.${key}`);
  // A state reads as the job's state; other values (a run's id, a time) as they came.
  const value = (text: string | null) => {
    if (!text) return '—';
    const key = `rpa.states.${text}`;
    return i18n.exists(key) ? t(key) : text;
  };
  const action = (name: string) => {
    const key = `rpa.history_actions.${name}`;
    return i18n.exists(key) ? t(key) : name;
  };
  if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
  type Row = NonNullable<typeof history.data>['list'][number];
  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={history.isPending}
      dataSource={history.data?.list ?? []}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('rpa.messages.no_history')} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: history.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        { key: 'at', title: label('at'), render: (_, row) => formatTime(row.at) },
        { key: 'action', title: label('action'), render: (_, row) => action(row.action) },
        shownFrom('sm', { key: 'actor', title: label('actor'), dataIndex: 'actor' }),
        shownFrom('md', {
          key: 'from',
          title: label('from'),
          render: (_, row: Row) => value(row.from),
        }),
        shownFrom('md', { key: 'to', title: label('to'), render: (_, row: Row) => value(row.to) }),
        shownFrom('lg', { key: 'reason', title: label('reason'), dataIndex: 'reason' }),
      ]}
    />
  );
}
