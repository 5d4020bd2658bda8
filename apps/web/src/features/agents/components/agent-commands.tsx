import {
  AGENT_COMMANDS,
  type AgentAccess,
  type AgentCommand,
  type AgentCommandItem,
} from '@console/contract/schemas/agents';
import { Button, Dropdown, Empty, Tag, Typography } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useAgentCommands, useSendCommand } from '../api/agent-commands';

const STATE_COLORS: Record<string, string> = {
  queued: 'default',
  sent: 'processing',
  received: 'processing',
  started: 'processing',
  succeeded: 'success',
  failed: 'error',
  expired: 'warning',
  cancelled: 'default',
};

/**
 * The commands menu of an agent; update_now only when its version is not the latest. A command
 * acts on a real computer (a restart loses its unsaved work), so each asks first, naming it.
 */
export function SendCommandButton({ parentId, agent }: { parentId: number; agent: AgentAccess }) {
  const { t } = useTranslation();
  const send = useSendCommand();
  const confirm = useConfirm();
  const commands = AGENT_COMMANDS.filter((c) => c !== 'update_now' || agent.update_available);
  const ask = async (command: AgentCommand) => {
    const agreed = await confirm({
      title: t(`agents.confirm.${command}`, { name: agent.name }),
      okText: t(`agents.commands.${command}`),
      danger: command === 'restart_now',
    });
    if (!agreed) return;
    await send
      .mutateAsync({ admin_id: parentId, agent_id: agent.agent_id, command })
      .then(() => notifySuccess(t('agents.messages.command_sent')))
      .catch(() => undefined);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: commands.map((command) => ({
          key: command,
          label: t(`agents.commands.${command}`),
        })),
        onClick: ({ key }) => void ask(key as AgentCommand),
      }}
    >
      <Button
        size="small"
        loading={send.isPending}
        aria-label={`${t('agents.actions.send')}: ${agent.name}`}
      >
        {t('agents.actions.send')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** An agent's last commands with their states and times. */
export function AgentCommands({ parentId, agentId }: { parentId: number; agentId: number }) {
  const { t } = useTranslation();
  const format = useDateTime();
  const commands = useAgentCommands(parentId, agentId);
  return (
    <div>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('agents.messages.commands_of')}
      </Typography.Title>
      <ListTable<AgentCommandItem>
        size="small"
        loading={commands.isPending}
        failed={commands.isError}
        onRetry={() => void commands.refetch()}
        list={commands.data?.list ?? []}
        paging={false}
        scrollX="max-content"
        empty={<Empty description={t('agents.messages.no_commands')} />}
        columns={[
          {
            title: t('agents.fields.command'),
            dataIndex: 'command',
            render: (c: string) => t(`agents.commands.${c}`),
          },
          {
            title: t('agents.fields.state'),
            dataIndex: 'state',
            render: (s: string) => (
              <Tag color={STATE_COLORS[s]} data-state={s}>
                {t(`agents.states.${s}`)}
              </Tag>
            ),
          },
          { title: t('agents.fields.sent_at'), dataIndex: 'created_at', render: format },
          { title: t('agents.fields.updated_at'), dataIndex: 'updated_at', render: format },
          { title: t('agents.fields.output'), dataIndex: 'output' },
        ]}
      />
    </div>
  );
}
