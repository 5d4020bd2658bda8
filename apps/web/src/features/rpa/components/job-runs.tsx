import type { RpaRun } from '@console/contract/schemas/rpa';
import { Empty, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { shownFrom } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';
import { useRuns } from '../api/get-runs';
import { RunStateTag } from './state-tags';
import { TargetCounts } from './target-counts';

const PAGE_SIZE = 10;

/** A job's runs, newest first, each leading to its run page. */
export function JobRuns({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const [page, setPage] = useState(1);
  const runs = useRuns({ job_id: jobId, page, page_size: PAGE_SIZE });
  const label = (key: string) => t(`rpa.run_fields.${key}`);
  if (runs.isError) return <LoadError onRetry={() => void runs.refetch()} />;
  return (
    <Table<RpaRun>
      rowKey="id"
      size="small"
      loading={runs.isPending}
      dataSource={runs.data?.list ?? []}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty description={t('rpa.messages.no_runs')} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: runs.data?.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      columns={[
        {
          key: 'started_at',
          title: label('started_at'),
          render: (_, run) => (
            <Link to={linkTo('rpa.run', { id: jobId, runId: run.id })}>
              {formatTime(run.started_at)}
            </Link>
          ),
        },
        shownFrom('md', {
          key: 'trigger',
          title: label('trigger'),
          render: (_, run: RpaRun) => t(`rpa.triggers.${run.trigger}`),
        }),
        {
          key: 'state',
          title: label('state'),
          render: (_, run) => <RunStateTag state={run.state} />,
        },
        shownFrom('sm', {
          key: 'counts',
          title: label('counts'),
          render: (_, run: RpaRun) => <TargetCounts counts={run.counts} />,
        }),
      ]}
    />
  );
}
