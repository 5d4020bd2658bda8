import type { RpaJob } from '@console/contract/schemas/rpa';
import { useTranslation } from 'react-i18next';
import { DetailList, type DetailItems } from '../../../components/detail-list';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useScheduleText } from '../hooks/use-schedule-text';
import { useTargetText } from '../hooks/use-target-text';
import { LastRun } from './last-run';
import { JobStateTag } from './state-tags';

export function JobDetails({ job }: { job: RpaJob }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const scheduleText = useScheduleText();
  const targetText = useTargetText();
  const label = (key: string) => t(`rpa.fields.${key}.label`);
  const items: DetailItems = [
    { key: 'admin', label: label('admin_id'), children: `${job.admin_name} (#${job.admin_id})` },
    { key: 'command', label: label('command'), children: t(`agents.commands.${job.command}`) },
    { key: 'target', label: label('target'), children: targetText(job) },
    { key: 'schedule', label: label('schedule'), children: scheduleText(job) },
    { key: 'state', label: label('state'), children: <JobStateTag state={job.state} /> },
    {
      key: 'next_run_at',
      label: label('next_run_at'),
      children: job.next_run_at ? formatTime(job.next_run_at) : t('rpa.messages.no_next_run'),
    },
    { key: 'last_run', label: label('last_run'), children: <LastRun job={job} /> },
    {
      key: 'created',
      label: label('created_by'),
      children: `${job.created_by} · ${formatTime(job.created_at)}`,
    },
    { key: 'updated_at', label: label('updated_at'), children: formatTime(job.updated_at) },
  ];
  return <DetailList items={items} wideColumns={2} />;
}
