import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CardTitle } from '../../../components/card-title';
import { DetailActions } from '../../../components/detail-actions';
import { DetailList } from '../../../components/detail-list';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useDateTime } from '../../../lib/format/use-date-time';
import { usePageParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useRun } from '../api/get-run';
import { JobLoader, JobNotFound } from '../components/job-loader';
import { RunTargets } from '../components/run-targets';
import { RunStateTag } from '../components/state-tags';
import { TargetCounts } from '../components/target-counts';
import { useRouteId } from '../hooks/use-route-id';

/** A run of a job: its agents by state and each agent's row, read again while it runs. */
export function RunPage() {
  return <JobLoader>{(job) => <RunView jobId={job.id} jobName={job.name} />}</JobLoader>;
}

interface RunViewProps {
  jobId: number;
  jobName: string;
}

function RunView({ jobId, jobName }: RunViewProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const runId = useRouteId('runId');
  // The run's agents, 20 a page unless the URL says otherwise.
  const paging = usePageParams(20);
  const run = useRun(
    runId === null ? null : { id: runId, page: paging.page, page_size: paging.page_size },
  );
  const title = t('rpa.titles.run', { id: runId ?? '', name: jobName });
  if (runId === null) return <JobNotFound title={t('errors.rpa.run_not_found')} />;
  if (run.isPending) return <FullPageSpin />;
  if (run.isError) {
    const missing = isApiError(run.error) && run.error.status === 404;
    if (missing) return <JobNotFound title={t('errors.rpa.run_not_found')} />;
    return <LoadError onRetry={() => void run.refetch()} />;
  }
  const { item } = run.data;
  const label = (key: string) => t(`rpa.run_fields.${key}`);
  return (
    <>
      <PageTitle
        title={title}
        extra={<DetailActions backPath={linkTo('rpa.show', { id: jobId })} />}
      />
      <Flex vertical gap="middle">
        <Card>
          <DetailList
            wideColumns={2}
            items={[
              { key: 'state', label: label('state'), children: <RunStateTag state={item.state} /> },
              {
                key: 'command',
                label: label('command'),
                children: t(`agents.commands.${item.command}`),
              },
              {
                key: 'scheduled_for',
                label: label('scheduled_for'),
                children: formatTime(item.scheduled_for),
              },
              {
                key: 'trigger',
                label: label('trigger'),
                children: t(`rpa.triggers.${item.trigger}`),
              },
              {
                key: 'started_at',
                label: label('started_at'),
                children: formatTime(item.started_at),
              },
              {
                key: 'finished_at',
                label: label('finished_at'),
                children: item.finished_at
                  ? formatTime(item.finished_at)
                  : t('rpa.messages.not_finished'),
              },
              { key: 'total', label: label('total'), children: item.total },
              {
                key: 'counts',
                label: label('counts'),
                children: <TargetCounts counts={item.counts} />,
              },
            ]}
          />
          {item.state === 'running' && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('rpa.messages.polling')}
            </Typography.Paragraph>
          )}
        </Card>
        <Card title={<CardTitle>{t('rpa.sections.targets')}</CardTitle>}>
          <RunTargets
            list={run.data.list}
            total={run.data.total}
            loading={run.isFetching && run.isPlaceholderData}
            paging={paging}
          />
        </Card>
      </Flex>
    </>
  );
}
