import type { RpaJob, RpaTargetCounts } from '@console/contract/schemas/rpa';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';
import { RunStateTag } from './state-tags';
import { TargetCounts } from './target-counts';

/** A job's last run: when, its state and its agents' states, linked to the run page. */
export function LastRun({ job }: { job: RpaJob }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const run = job.last_run;
  if (!run) return <span>{t('rpa.messages.no_runs')}</span>;
  return (
    <Flex vertical gap={4} align="start">
      <Link to={linkTo('rpa.run', { id: job.id, runId: run.id })}>
        {job.last_run_at ? formatTime(job.last_run_at) : `#${run.id}`}
      </Link>
      <Flex gap={4} wrap>
        <RunStateTag state={run.state} />
        {'counts' in run ? (
          <TargetCounts counts={run.counts as RpaTargetCounts} />
        ) : (
          <span>
            {t('rpa.run_fields.total')}: {run.total}
          </span>
        )}
      </Flex>
    </Flex>
  );
}
