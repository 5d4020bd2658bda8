import { Button, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgents } from '../api/agent-access';
import { useStaffAgents } from '../api/staff-agents';
import { agentPagePath } from '../hooks/use-agent-page-params';

/**
 * A staff user's agents on /children's Children tab (spec section 2: "staff users plus agent
 * links"): each agent he is linked to, a link to its page, online or offline, and "not signed in"
 * when another staff user is the one enabled on it. Every row reads the same two calls
 * (`staff_agent/list`, `agent_access/list`, each made once for the tab).
 */
export function StaffAgentsCell({ parentId, staffId }: { parentId: number; staffId: number }) {
  const { t } = useTranslation();
  const links = useStaffAgents(parentId);
  const agents = useAgents(parentId);
  if (links.isPending) {
    return (
      <span role="status" aria-label={t('agents.messages.staff_agents_loading')}>
        <Spin size="small" />
      </span>
    );
  }
  if (links.isError) {
    return (
      <Space size={4} wrap>
        <Typography.Text type="danger">{t('agents.messages.staff_agents_failed')}</Typography.Text>
        <Button size="small" type="link" onClick={() => void links.refetch()}>
          {t('buttons.retry')}
        </Button>
      </Space>
    );
  }
  const mine = links.data.list.filter((link) => link.staff_id === staffId);
  if (mine.length === 0) {
    return (
      <Typography.Text type="secondary">{t('agents.messages.staff_agents_none')}</Typography.Text>
    );
  }
  const online = new Map((agents.data?.list ?? []).map((a) => [a.agent_id, a.online]));
  return (
    <Flex vertical gap={2}>
      {mine.map((link) => (
        <Space key={link.agent_id} size={4} wrap>
          <Link
            to={agentPagePath(link.agent_id, parentId)}
            aria-label={t('agents.messages.staff_agent_open', { name: link.agent_name })}
          >
            {link.agent_name}
          </Link>
          {online.has(link.agent_id) && (
            <Tag color={online.get(link.agent_id) ? 'green' : 'default'}>
              {t(online.get(link.agent_id) ? 'agents.status.online' : 'agents.status.offline')}
            </Tag>
          )}
          {!link.enable && (
            <Typography.Text type="secondary">
              {t('agents.messages.staff_agent_standby')}
            </Typography.Text>
          )}
        </Space>
      ))}
    </Flex>
  );
}
