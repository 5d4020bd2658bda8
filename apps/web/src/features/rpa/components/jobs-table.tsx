import type { RpaJob } from '@console/contract/schemas/rpa';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ListTable,
  shownFrom,
  type ListColumns,
  type UrlListTable,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';
import { useScheduleText } from '../hooks/use-schedule-text';
import { useTargetText } from '../hooks/use-target-text';
import { JobActions } from './job-actions';
import { LastRun } from './last-run';
import { JobStateTag } from './state-tags';

export const JOB_SORT_FIELDS = ['created_at'] as const;
type SortField = (typeof JOB_SORT_FIELDS)[number];

interface JobsTableProps extends UrlListTable<RpaJob, SortField> {
  /** Employees see every parent's jobs: the parent's column. */
  showParent: boolean;
}

export function JobsTable({ showParent, ...table }: JobsTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const scheduleText = useScheduleText();
  const targetText = useTargetText();
  const canManage = useCan('rpa.manage');
  // A plain span: antd's Typography would bring its editing and ellipsis parts to the list.
  const { token } = theme.useToken();
  const label = (key: string) => t(`rpa.fields.${key}.label`);
  const columns: ListColumns<RpaJob> = [
    {
      key: 'name',
      title: label('name'),
      // At every width, not only where lists scroll (`wrapped`): beside the schedule, the last
      // run and four actions, the name is what auto layout squeezes first (a word a line at
      // 1280 px in Vietnamese), and the name is what a reader looks for.
      minWidth: 160,
      render: (_: unknown, job: RpaJob) => (
        <Flex vertical>
          <Link to={linkTo('rpa.show', { id: job.id })}>{job.name}</Link>
          <span style={{ color: token.colorTextSecondary }}>
            {t(`agents.commands.${job.command}`)}
          </span>
        </Flex>
      ),
    },
    // From 1600 px: at 1280 px, in Vietnamese, the employees' extra column squeezed the job names
    // to a word a line and still overflowed; the parent filter and the job's page name him.
    ...(showParent
      ? [shownFrom('xxl', { key: 'admin_name', dataIndex: 'admin_name', title: label('admin_id') })]
      : []),
    // From xl: below it, a tablet or a small laptop beside the side menu (1024 px, about 730 px
    // of content), the target, the schedule and the last run give way and the actions fold, so
    // that the name stays readable and the actions in view (252 px of sideways scroll at 1024 px
    // in Vietnamese before); the job's page shows them.
    shownFrom('xl', { key: 'target', title: label('target'), render: (_, job) => targetText(job) }),
    shownFrom('xl', {
      key: 'schedule',
      title: label('schedule'),
      render: (_, job) => scheduleText(job),
    }),
    shownFrom('md', {
      key: 'next_run_at',
      title: label('next_run_at'),
      render: (_, job) =>
        job.next_run_at ? formatTime(job.next_run_at) : t('rpa.messages.no_next_run'),
    }),
    {
      key: 'state',
      title: label('state'),
      render: (_, job) => <JobStateTag state={job.state} />,
    },
    shownFrom('xl', {
      key: 'last_run',
      title: label('last_run'),
      render: (_, job) => <LastRun job={job} />,
    }),
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, job) => (
        <RowActions
          foldOn="laptop"
          viewPath={linkTo('rpa.show', { id: job.id })}
          editPath={
            canManage && job.state !== 'deleted' ? linkTo('rpa.edit', { id: job.id }) : undefined
          }
        >
          {canManage && <JobActions job={job} inRow />}
        </RowActions>
      ),
    },
  ];
  return <ListTable<RpaJob, SortField> {...table} sortFields={JOB_SORT_FIELDS} columns={columns} />;
}
