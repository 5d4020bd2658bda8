import type { RpaRun } from '@console/contract/schemas/rpa';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, shownFrom } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useLocalPaging } from '../../../lib/list/use-local-paging';
import { linkTo } from '../../../lib/paths';
import { useRuns } from '../api/get-runs';
import { RunStateTag } from './state-tags';
import { TargetCounts } from './target-counts';

/** A job's runs, newest first, each leading to its run page; paged in its card (history beside). */
export function JobRuns({ jobId }: { jobId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { paging } = useLocalPaging();
  const runs = useRuns({ job_id: jobId, page: paging.page, page_size: paging.page_size });
  const label = (key: string) => t(`rpa.run_fields.${key}`);
  return (
    <ListTable<RpaRun>
      size="small"
      loading={runs.isPending}
      failed={runs.isError}
      onRetry={() => void runs.refetch()}
      list={runs.data?.list ?? []}
      total={runs.data?.total ?? 0}
      paging={paging}
      empty={<Empty description={t('rpa.messages.no_runs')} />}
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
