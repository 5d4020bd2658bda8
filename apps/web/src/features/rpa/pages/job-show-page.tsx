import { ThunderboltOutlined } from '@ant-design/icons';
import type { RpaJob } from '@console/contract/schemas/rpa';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardTitle } from '../../../components/card-title';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';
import { useCan } from '../../../lib/auth/use-can';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useRunJobNow } from '../api/run-job-now';
import { JobActions } from '../components/job-actions';
import { JobDetails } from '../components/job-details';
import { JobHistory } from '../components/job-history';
import { JobLoader } from '../components/job-loader';
import { JobRuns } from '../components/job-runs';

/** A new run or a change of the job (read again while it is due) shows in its runs and history. */
function useFollowJob(job: RpaJob) {
  const queryClient = useQueryClient();
  const seen = `${job.last_run?.id}:${job.last_run?.state}:${job.updated_at}`;
  const previous = useRef(seen);
  useEffect(() => {
    if (previous.current === seen) return;
    previous.current = seen;
    void invalidateQueriesOf(queryClient, 'rpa.runList', 'rpa.jobHistory');
  }, [queryClient, seen]);
}

function FollowJob({ job }: { job: RpaJob }) {
  useFollowJob(job);
  return null;
}

/** A job: its details, its runs and its history, with Edit, Run now, Pause or Resume, Delete. */
export function JobShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('rpa.manage');
  const runNow = useRunJobNow();
  return (
    <JobLoader>
      {(job) => {
        const live = job.state === 'active' || job.state === 'paused';
        const startRun = () =>
          void runNow
            .mutateAsync(job.id)
            .then((run) => {
              notifySuccess(t('rpa.messages.run_started'));
              void navigate(linkTo('rpa.run', { id: job.id, runId: run.id }));
            })
            .catch(() => undefined);
        return (
          <>
            <FollowJob job={job} />
            <PageTitle
              title={t('rpa.titles.show', { name: job.name })}
              extra={
                <DetailActions
                  backPath={linkTo('rpa.manage')}
                  editPath={
                    canManage && job.state !== 'deleted'
                      ? linkTo('rpa.edit', { id: job.id })
                      : undefined
                  }
                >
                  {canManage && live && (
                    <Button
                      icon={<ThunderboltOutlined />}
                      loading={runNow.isPending}
                      onClick={startRun}
                    >
                      {t('rpa.actions.run_now')}
                    </Button>
                  )}
                  {canManage && (
                    <JobActions job={job} onDeleted={() => void navigate(linkTo('rpa.manage'))} />
                  )}
                </DetailActions>
              }
            />
            <Flex vertical gap="middle">
              <Card>
                <JobDetails job={job} />
              </Card>
              <Card title={<CardTitle>{t('rpa.sections.runs')}</CardTitle>}>
                <JobRuns jobId={job.id} />
              </Card>
              <Card title={<CardTitle>{t('rpa.sections.history')}</CardTitle>}>
                <JobHistory jobId={job.id} />
              </Card>
            </Flex>
          </>
        );
      }}
    </JobLoader>
  );
}
