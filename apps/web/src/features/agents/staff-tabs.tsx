import { AGENTS_PAID } from '@console/contract/licence';
import type { AgentAccess, Software } from '@console/contract/schemas/agents';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../components/list-table';
import { useDateTime, useFormatDay } from '../../lib/format/use-date-time';
import { useLocalPaging } from '../../lib/list/use-local-paging';
import { notifySuccess } from '../../lib/notify';
import {
  useAgents,
  useLatestVersion,
  useLogoutAgent,
  useSetAgentName,
  useSetBlockBrowser,
  useSetUserLogin,
} from './api/agent-access';
import { useAgentSoftware } from './api/agent-software';
import { AgentCommands, SendCommandButton } from './components/agent-commands';
import { LinkAgentForm } from './components/link-agent-form';
import { agentPagePath } from './hooks/use-agent-page-params';
import { StaffLinks } from './components/staff-links';
import { useClearable } from '../../components/clearable';

interface TabProps {
  parentId: number;
}

/**
 * The Settings tab (key 5) of /children: the parent's agents with their online state, version
 * and toggles, linking a new one by its OTP, logging one out, its commands and which staff user
 * signs in on it.
 */
export function AgentSettingsTab({ parentId }: TabProps) {
  const { t } = useTranslation();
  const format = useDateTime();
  const agents = useAgents(parentId);
  const latest = useLatestVersion();
  const setName = useSetAgentName();
  const setBlock = useSetBlockBrowser();
  const setLogin = useSetUserLogin();
  const logout = useLogoutAgent();
  const list = agents.data?.list ?? [];
  // What the parent's package allows, as the server counts it when an agent is linked.
  const limit = agents.data?.limit;
  const key = (agentId: number) => ({ admin_id: parentId, agent_id: agentId });
  const latestVersion = latest.data?.item?.version;

  return (
    <Flex vertical gap="middle">
      <Card
        size="small"
        title={t('agents.actions.link')}
        extra={
          limit !== undefined && (
            <Typography.Text type="secondary">
              {t('agents.messages.count', { count: list.length, max: limit })}
            </Typography.Text>
          )
        }
      >
        {limit !== undefined && list.length >= limit ? (
          <Typography.Text>
            {t(limit < AGENTS_PAID ? 'agents.messages.limit_free' : 'agents.messages.limit', {
              max: limit,
              paid: AGENTS_PAID,
            })}
          </Typography.Text>
        ) : (
          <LinkAgentForm parentId={parentId} />
        )}
      </Card>
      <ListTable<AgentAccess>
        rowKey="agent_id"
        loading={agents.isPending}
        failed={agents.isError}
        onRetry={() => void agents.refetch()}
        list={list}
        paging={false}
        scrollX="max-content"
        empty={<Empty description={t('agents.messages.no_agents')} />}
        expandable={{
          columnTitle: t('agents.messages.commands_of'),
          expandedRowRender: (agent) => (
            <Flex vertical gap="middle">
              <AgentCommands parentId={parentId} agentId={agent.agent_id} />
              <StaffLinks parentId={parentId} agentId={agent.agent_id} />
            </Flex>
          ),
        }}
        columns={[
          { title: t('agents.fields.agent_id'), dataIndex: 'agent_id' },
          {
            title: t('agents.fields.name'),
            dataIndex: 'name',
            render: (name: string, agent) => (
              <Typography.Text
                editable={{
                  tooltip: t('agents.actions.rename'),
                  text: name,
                  onChange: (value) => {
                    const next = value.trim();
                    if (!next || next === name) return;
                    void setName
                      .mutateAsync({ ...key(agent.agent_id), name: next })
                      .then(() => notifySuccess(t('agents.messages.saved')))
                      .catch(() => undefined);
                  },
                }}
              >
                {name}
              </Typography.Text>
            ),
          },
          {
            title: t('agents.fields.status'),
            dataIndex: 'online',
            render: (online: boolean, agent) => (
              <Tag
                color={online ? 'green' : 'default'}
                title={
                  agent.last_seen_at
                    ? `${t('agents.fields.last_seen')}: ${format(agent.last_seen_at)}`
                    : undefined
                }
              >
                {t(online ? 'agents.status.online' : 'agents.status.offline')}
              </Tag>
            ),
          },
          {
            title: t('agents.fields.version'),
            dataIndex: 'version',
            render: (version: string, agent) => (
              <Space size={4} wrap>
                <span>{version || '—'}</span>
                {agent.update_available && latestVersion && (
                  <Tag color="gold">
                    {t('agents.messages.update_available', { version: latestVersion })}
                  </Tag>
                )}
              </Space>
            ),
          },
          {
            title: t('agents.fields.user_login'),
            dataIndex: 'user_login',
            render: (on: boolean, agent) => (
              <Switch
                checked={on}
                aria-label={`${t('agents.fields.user_login')}: ${agent.name}`}
                onChange={(user_login) =>
                  void setLogin
                    .mutateAsync({ ...key(agent.agent_id), user_login })
                    .catch(() => undefined)
                }
              />
            ),
          },
          {
            title: t('agents.fields.block_browser'),
            dataIndex: 'block_browser',
            render: (on: boolean, agent) => (
              <Switch
                checked={on}
                aria-label={`${t('agents.fields.block_browser')}: ${agent.name}`}
                onChange={(block_browser) =>
                  void setBlock
                    .mutateAsync({ ...key(agent.agent_id), block_browser })
                    .catch(() => undefined)
                }
              />
            ),
          },
          {
            title: t('agents.fields.actions'),
            render: (_: unknown, agent) => (
              <Space size="small">
                <SendCommandButton parentId={parentId} agent={agent} />
                <Link
                  to={agentPagePath(agent.agent_id, parentId)}
                  aria-label={`${t('agents.reports.open')}: ${agent.name}`}
                >
                  <HistoryOutlined /> {t('agents.reports.open')}
                </Link>
                <Popconfirm
                  title={t('agents.messages.logout_confirm', { name: agent.name })}
                  okText={t('agents.actions.logout')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('buttons.cancel')}
                  onConfirm={() =>
                    void logout
                      .mutateAsync(key(agent.agent_id))
                      .then(() => notifySuccess(t('agents.messages.logout_success')))
                      .catch(() => undefined)
                  }
                >
                  <Button
                    danger
                    size="small"
                    aria-label={`${t('agents.actions.logout')}: ${agent.name}`}
                  >
                    {t('agents.actions.logout')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** The Softwares tab (key 6): pick one of the parent's agents and search what it reported. */
export function AgentSoftwareTab({ parentId }: TabProps) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const format = useDateTime();
  const formatDay = useFormatDay();
  const agents = useAgents(parentId);
  const [picked, setPicked] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const { paging, toFirstPage } = useLocalPaging();
  const list = agents.data?.list ?? [];
  const agentId = picked ?? list[0]?.agent_id;
  const software = useAgentSoftware(
    agentId === undefined
      ? null
      : {
          agent_id: agentId,
          admin_id: parentId,
          keyword,
          page: paging.page,
          page_size: paging.page_size,
        },
  );
  const uploadedAt = software.data?.uploaded_at;
  return (
    <Flex vertical gap="middle">
      <Space wrap>
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('agents.fields.agent')}
          placeholder={t('agents.messages.pick_agent')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={agents.isPending}
          value={agentId}
          onChange={(value: number) => {
            setPicked(value);
            toFirstPage();
          }}
          options={list.map((a) => ({ value: a.agent_id, label: `${a.name} (#${a.agent_id})` }))}
        />
        <Input.Search
          allowClear={clearable}
          style={{ width: 320, maxWidth: '100%' }}
          placeholder={t('agents.fields.keyword')}
          aria-label={t('agents.fields.keyword')}
          onSearch={(value) => {
            setKeyword(value.trim());
            toFirstPage();
          }}
        />
        {agentId !== undefined && (
          <Typography.Text type="secondary">
            {uploadedAt
              ? t('agents.messages.uploaded_at', { time: format(uploadedAt) })
              : t('agents.messages.never_uploaded')}
          </Typography.Text>
        )}
      </Space>
      <ListTable<Software>
        rowKey={(row) => `${row.display_name}|${row.publisher}`}
        loading={software.isFetching}
        failed={software.isError}
        onRetry={() => void software.refetch()}
        list={software.data?.list ?? []}
        total={software.data?.total ?? 0}
        paging={paging}
        scrollX="max-content"
        empty={
          <Empty
            description={
              agentId === undefined
                ? t('agents.messages.no_agents')
                : keyword
                  ? t('agents.messages.no_match', { keyword })
                  : t('agents.messages.no_software')
            }
          />
        }
        columns={[
          { title: t('agents.fields.display_name'), dataIndex: 'display_name' },
          { title: t('agents.fields.version'), dataIndex: 'version' },
          { title: t('agents.fields.publisher'), dataIndex: 'publisher' },
          {
            title: t('agents.fields.installed_date'),
            dataIndex: 'installed_date',
            render: (day: string) => (day ? formatDay(day) : '—'),
          },
        ]}
      />
    </Flex>
  );
}
