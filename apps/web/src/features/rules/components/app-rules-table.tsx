import type { RuleGroup } from '@console/contract/schemas/rules';
import { useTranslation } from 'react-i18next';
import {
  ListTable,
  rowNumberColumn,
  shownFrom,
  type ListColumns,
} from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import type { ListPaging } from '../../../lib/list/list-params';
import { linkTo } from '../../../lib/paths';
import { useCanChangeRule } from '../hooks/use-can-change-rule';
import { RuleTypeTag } from './rule-type-tag';

interface AppRulesTableProps {
  list: RuleGroup[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** The whole list, paged in the browser. */
  paging: ListPaging;
}

/** No., name, rules (joined), version and actions, 10 per page (spec section 2). */
export function AppRulesTable({ paging, ...table }: AppRulesTableProps) {
  const { t } = useTranslation();
  const canChange = useCanChangeRule();
  const label = (key: string) => t(`rules.fields.${key}.label`);
  const columns: ListColumns<RuleGroup> = [
    shownFrom('md', rowNumberColumn(paging, label('no'))),
    { key: 'name', dataIndex: 'name', title: label('name') },
    {
      key: 'type',
      title: label('type'),
      responsive: ['sm'],
      render: (_, row) => <RuleTypeTag type={row.type} />,
    },
    {
      key: 'list',
      title: label('list'),
      responsive: ['md'],
      render: (_, row) => row.list.join(', ') || '—',
    },
    { key: 'version', dataIndex: 'version', title: label('version'), responsive: ['sm'] },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <RowActions
          viewPath={linkTo('rules.show', { id: row.id })}
          editPath={canChange(row) ? linkTo('rules.edit', { id: row.id }) : undefined}
        />
      ),
    },
  ];
  return <ListTable {...table} columns={columns} paging={paging} />;
}
