import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, shownFrom } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useLocalPaging } from '../../../lib/list/use-local-paging';
import { useJobHistory } from '../api/get-job-history';

/** Who changed the job, when, from which state to which, and why; runs started and finished. */
export function JobHistory({ jobId }: { jobId: number }) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTime();
  const { paging } = useLocalPaging();
  const history = useJobHistory({ id: jobId, page: paging.page, page_size: paging.page_size });
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
  type Row = NonNullable<typeof history.data>['list'][number];
  return (
    <ListTable<Row>
      size="small"
      loading={history.isPending}
      failed={history.isError}
      onRetry={() => void history.refetch()}
      list={history.data?.list ?? []}
      total={history.data?.total ?? 0}
      paging={paging}
      empty={<Empty description={t('rpa.messages.no_history')} />}
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
