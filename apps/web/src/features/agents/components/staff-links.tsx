import type { StaffAgent } from '@console/contract/schemas/agents';
import { Button, Empty, Popconfirm, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { useStaffAgentChange, useStaffAgents } from '../api/staff-agents';

/** Which staff users sign in on an agent: one enabled, the others kept for later. */
export function StaffLinks({ parentId, agentId }: { parentId: number; agentId: number }) {
  const { t } = useTranslation();
  const links = useStaffAgents(parentId);
  const create = useStaffAgentChange('agents.staffAgentCreate');
  const activate = useStaffAgentChange('agents.staffAgentActive');
  const remove = useStaffAgentChange('agents.staffAgentDelete');
  const [staffId, setStaffId] = useState<number | undefined>();
  const rows = (links.data?.list ?? []).filter((l) => l.agent_id === agentId);
  const linked = new Set(rows.map((r) => r.staff_id));
  const options = (links.data?.staff ?? [])
    .filter((s) => !linked.has(s.id))
    .map((s) => ({ value: s.id, label: `${s.user_name} (${s.full_name})` }));
  const input = (staff_id: number) => ({ admin_id: parentId, agent_id: agentId, staff_id });
  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('agents.messages.staff_links_of')}
      </Typography.Title>
      <ListTable<StaffAgent>
        size="small"
        loading={links.isPending}
        failed={links.isError}
        onRetry={() => void links.refetch()}
        list={rows}
        paging={false}
        empty={<Empty description={t('agents.messages.no_staff_links')} />}
        columns={[
          { title: t('agents.fields.staff'), dataIndex: 'staff_name' },
          {
            title: t('agents.fields.enable'),
            dataIndex: 'enable',
            render: (enable: boolean, row) => (
              <Radio
                checked={enable}
                aria-label={`${t('agents.fields.enable')}: ${row.staff_name}`}
                onChange={() =>
                  void activate.mutateAsync(input(row.staff_id)).catch(() => undefined)
                }
              />
            ),
          },
          {
            title: t('agents.fields.actions'),
            render: (_: unknown, row) => (
              <Popconfirm
                title={t('agents.actions.delete')}
                okText={t('buttons.delete')}
                cancelText={t('buttons.cancel')}
                onConfirm={() =>
                  void remove.mutateAsync(input(row.staff_id)).catch(() => undefined)
                }
              >
                <Button size="small" danger>
                  {t('agents.actions.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {options.length > 0 && (
        <Space wrap style={{ marginTop: 8 }}>
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('agents.fields.staff')}
            aria-label={t('agents.fields.staff')}
            options={options}
            value={staffId}
            onChange={setStaffId}
          />
          <Button
            disabled={staffId === undefined}
            loading={create.isPending}
            onClick={() =>
              staffId !== undefined &&
              void create
                .mutateAsync(input(staffId))
                .then(() => setStaffId(undefined))
                .catch(() => undefined)
            }
          >
            {t('agents.actions.add_staff')}
          </Button>
        </Space>
      )}
    </div>
  );
}
