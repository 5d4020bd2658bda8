import { PAGE_SIZES } from '@console/contract/constants';
import type { RuleGroup } from '@console/contract/schemas/rules';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { linkTo } from '../../../lib/paths';
import { useCanChangeRule } from '../hooks/use-can-change-rule';
import { RuleTypeTag } from './rule-type-tag';

interface AppRulesTableProps {
  list: RuleGroup[];
  loading: boolean;
}

/** No., name, rules (joined), version and actions, 10 per page (spec section 2). */
export function AppRulesTable({ list, loading }: AppRulesTableProps) {
  const { t } = useTranslation();
  const canChange = useCanChangeRule();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const label = (key: string) => t(`rules.fields.${key}.label`);
  const columns: TableProps<RuleGroup>['columns'] = [
    {
      key: 'no',
      title: label('no'),
      responsive: ['md'],
      render: (_, __, index) => (page.current - 1) * page.pageSize + index + 1,
    },
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
  return (
    <Table<RuleGroup>
      rowKey="id"
      columns={columns}
      dataSource={list}
      loading={loading}
      tableLayout="auto"
      scroll={{ x: true }}
      pagination={{
        ...page,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: (total) => t('rules.messages.total', { total }),
        onChange: (current, pageSize) => setPage({ current, pageSize }),
      }}
    />
  );
}
