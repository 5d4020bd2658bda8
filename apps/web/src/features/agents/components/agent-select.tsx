import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAgents } from '../api/agent-access';

interface AgentSelectProps {
  parentId: number;
  value: number;
  onChange: (agentId: number) => void;
}

/** The parent's agents by name; choosing one opens its page. */
export function AgentSelect({ parentId, value, onChange }: AgentSelectProps) {
  const { t } = useTranslation();
  const agents = useAgents(parentId);
  const options = (agents.data?.list ?? []).map((agent) => ({
    value: agent.agent_id,
    label: `${agent.name || '#'} (${agent.agent_id})`,
  }));
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={agents.isPending}
      options={options.length > 0 ? options : [{ value, label: `# ${value}` }]}
      aria-label={t('agents.fields.agent')}
      style={{ minWidth: 200 }}
    />
  );
}
