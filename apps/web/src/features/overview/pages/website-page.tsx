import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import type { WebsiteGroup } from '@console/contract/schemas/overview';
import type { RuleGroup } from '@console/contract/schemas/rules';
import { Button, Card, Empty, List, Modal, Space, Tag } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useWebsites } from '../api/websites';

/** The rule-group form of the staff users' screen, for a global group (joined in app/). */
export type GroupEditor = ComponentType<{ group: RuleGroup; open: boolean; onClose: () => void }>;

/**
 * /website: the global web black and white lists with their entries, version, and how many
 * parents and staff users use each. Open shows the entries; employees with `rules.web` edit them in
 * the rule-group form of the staff users' screen.
 */
export function WebsitePage({ editor: Editor }: { editor: GroupEditor }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const canEdit = useCan('rules.web');
  const websites = useWebsites();
  const [opened, setOpened] = useState<WebsiteGroup | null>(null);
  const [editing, setEditing] = useState<WebsiteGroup | null>(null);
  const label = (key: string) => t(`overview.fields.${key}`);
  const columns: ListColumns<WebsiteGroup> = [
    { key: 'name', dataIndex: 'name', title: label('name') },
    {
      key: 'kind',
      title: label('kind'),
      render: (_, row) => (
        <Tag color={row.kind === 'blacklist' ? 'red' : 'green'}>
          {t(`overview.kinds.${row.kind}`)}
        </Tag>
      ),
    },
    { key: 'entries', title: label('entries'), render: (_, row) => row.list.length },
    { key: 'version', dataIndex: 'version', title: label('version'), responsive: ['sm'] },
    { key: 'parents', dataIndex: 'parents', title: label('parents') },
    { key: 'staff', dataIndex: 'staff', title: label('staff') },
    {
      key: 'updated_at',
      title: label('updated_at'),
      responsive: ['md'],
      render: (_, row) => formatTime(row.updated_at),
    },
    {
      key: 'actions',
      title: label('actions'),
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpened(row)}>
            {t('buttons.view')}
          </Button>
          {canEdit && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing(row)}
            >
              {t('buttons.edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <PageTitle title={t('overview.website.title')} />
      <Card>
        <ListTable
          columns={columns}
          list={websites.data ?? []}
          loading={websites.isFetching}
          failed={websites.isError}
          onRetry={() => void websites.refetch()}
          paging={false}
          empty={<Empty description={t('overview.messages.empty_websites')} />}
        />
      </Card>
      <Modal
        open={opened !== null}
        title={opened?.name}
        onCancel={() => setOpened(null)}
        footer={<Button onClick={() => setOpened(null)}>{t('overview.actions.close')}</Button>}
      >
        <List
          size="small"
          dataSource={opened?.list ?? []}
          locale={{ emptyText: t('overview.messages.no_entries') }}
          renderItem={(entry) => <List.Item>{entry}</List.Item>}
        />
      </Modal>
      {editing && (
        <Editor
          key={editing.id}
          group={editing}
          open
          onClose={() => {
            setEditing(null);
            void websites.refetch();
          }}
        />
      )}
    </>
  );
}
