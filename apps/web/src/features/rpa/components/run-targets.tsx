import type { RpaRunTarget } from '@console/contract/schemas/rpa';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, shownFrom } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListPaging } from '../../../lib/list/list-params';
import { TargetStateTag } from './state-tags';

interface RunTargetsProps {
  list: RpaRunTarget[];
  total: number;
  loading: boolean;
  paging: ListPaging;
}

/** Every agent of a run: its name, staff user, state, when it last changed, and what it said. */
export function RunTargets({ paging, ...table }: RunTargetsProps) {
  const { t, i18n } = useTranslation();
  const formatTime = useDateTime();
  const label = (key: string) => t(`rpa.run_fields.${key}`);
  // Why an agent got no command is an error key, said in words.
  const said = (row: RpaRunTarget) => {
    if (row.output) return row.output;
    if (row.note) return i18n.exists(`errors.${row.note}`) ? t(`errors.${row.note}`) : row.note;
    return '';
  };
  return (
    <ListTable<RpaRunTarget>
      {...table}
      rowKey="agent_id"
      size="small"
      paging={paging}
      empty={<Empty description={t('rpa.messages.no_targets')} />}
      columns={[
        {
          key: 'agent',
          title: label('agent'),
          render: (_, row) => `${row.agent_name} (#${row.agent_id})`,
        },
        shownFrom('sm', {
          key: 'staff',
          title: label('staff'),
          render: (_, row: RpaRunTarget) => row.staff_name || '—',
        }),
        {
          key: 'state',
          title: label('state'),
          render: (_, row) => <TargetStateTag state={row.state} />,
        },
        shownFrom('md', {
          key: 'updated_at',
          title: label('updated_at'),
          render: (_, row: RpaRunTarget) => formatTime(row.updated_at),
        }),
        shownFrom('sm', {
          key: 'output',
          title: label('output'),
          render: (_, row: RpaRunTarget) => said(row),
        }),
      ]}
    />
  );
}
