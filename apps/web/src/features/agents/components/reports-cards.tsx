import { HistoryOutlined } from '@ant-design/icons';
import type { AgentAccess } from '@console/contract/schemas/agents';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Placeholder } from '../../../components/placeholder';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useAgents } from '../api/agent-access';
import { agentPagePath } from '../hooks/use-agent-page-params';

function HistoryCard({ agent, parentId }: { agent: AgentAccess; parentId: number }) {
  const { t } = useTranslation();
  const format = useDateTime();
  return (
    <Card
      size="small"
      title={agent.name || `#${agent.agent_id}`}
      extra={
        <Tag color={agent.online ? 'green' : 'default'}>
          {t(agent.online ? 'agents.status.online' : 'agents.status.offline')}
        </Tag>
      }
      actions={[
        <Link
          key="history"
          to={agentPagePath(agent.agent_id, parentId)}
          aria-label={`${t('agents.reports.open')}: ${agent.name}`}
        >
          <HistoryOutlined /> {t('agents.reports.open')}
        </Link>,
      ]}
    >
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('agents.fields.agent_id')}: {agent.agent_id}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('agents.fields.last_seen')}:{' '}
        {agent.last_seen_at ? format(agent.last_seen_at) : t('agents.reports.never_seen')}
      </Typography.Text>
    </Card>
  );
}

/** One card per agent of the parent, each opening the agent's page on its URL list. */
export function ReportsCards({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const agents = useAgents(parentId);
  if (agents.isPending) return <Placeholder />;
  if (agents.isError) return <LoadError onRetry={() => void agents.refetch()} />;
  if (agents.data.list.length === 0) {
    return <Empty description={t('agents.messages.no_agents')} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {agents.data.list.map((agent) => (
        <Col key={agent.agent_id} xs={24} sm={12} lg={8}>
          <HistoryCard agent={agent} parentId={parentId} />
        </Col>
      ))}
    </Row>
  );
}
