import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { useCan } from '../../../lib/auth/use-can';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteRuleGroup } from '../api/save-rule-group';
import { RuleGroupModal } from './rule-group-modal';

interface RuleGroupsProps {
  kind: RuleKind;
  parentId: number;
  /** The parent's groups of the kind and the global ones, as read. */
  groups: UseQueryResult<RuleGroup[]>;
}

/** The groups of the tab's kind: the parent's own to create, edit and delete; global ones to read. */
export function RuleGroups({ kind, parentId, groups }: RuleGroupsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<RuleGroup | 'new' | null>(null);
  const remove = useDeleteRuleGroup();
  const canGlobal = useCan(kind === 'blocklist' ? 'rules.app' : 'rules.web');
  const canChange = (g: RuleGroup) => g.type === 'admin' || canGlobal;
  const label = (key: string) => t(`rules.fields.${key}.label`);
  const columns: ListColumns<RuleGroup> = [
    { key: 'name', dataIndex: 'name', title: label('name') },
    {
      key: 'type',
      title: label('type'),
      responsive: ['sm'],
      render: (_, g) => (
        <Tag color={g.type === 'global' ? 'blue' : 'green'}>{t(`rules.types.${g.type}`)}</Tag>
      ),
    },
    {
      key: 'list',
      title: label(kind === 'blocklist' ? 'list' : 'web_list'),
      render: (_, g) => g.list.join(', ') || '—',
    },
    { key: 'version', dataIndex: 'version', title: label('version'), responsive: ['md'] },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, g) =>
        canChange(g) && (
          <Flex gap={4} wrap>
            <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(g)}>
              {t('buttons.edit')}
            </Button>
            <Popconfirm
              title={t('rules.messages.delete_confirm')}
              okText={t('buttons.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('buttons.cancel')}
              onConfirm={() =>
                remove
                  .mutateAsync(g)
                  .then(() => notifySuccess(t('rules.messages.delete_success')))
                  .catch(() => undefined)
              }
            >
              <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                {t('buttons.delete')}
              </Button>
            </Popconfirm>
          </Flex>
        ),
    },
  ];
  return (
    <Card
      size="small"
      title={t(`parents.titles.groups_${kind}`)}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t(`parents.actions.create_${kind}`)}
        </Button>
      }
    >
      <ListTable
        size="small"
        columns={columns}
        list={groups.data ?? []}
        loading={groups.isFetching}
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
        paging={false}
        empty={t('parents.messages.no_groups')}
      />
      <RuleGroupModal
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        kind={kind}
        parentId={parentId}
        group={editing !== null && editing !== 'new' ? editing : undefined}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
