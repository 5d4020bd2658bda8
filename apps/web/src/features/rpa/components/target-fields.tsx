import { RPA_TARGETS, type RpaTarget } from '@console/contract/schemas/rpa';
import { Form, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../components/secondary-text';
import { Select } from '../../../components/select';
import { useTargetPreview } from '../api/preview-targets';
import { useParentAgents, useParentStaff } from '../api/target-options';

interface TargetFieldsProps {
  parentId: number | null;
  target: RpaTarget | undefined;
  agentIds: number[] | undefined;
  staffIds: number[] | undefined;
}

/** Which agents: chosen ones of the parent, all of them, or those of chosen staff users. */
export function TargetFields({ parentId, target, agentIds, staffIds }: TargetFieldsProps) {
  const { t } = useTranslation();
  const agents = useParentAgents(parentId);
  const staff = useParentStaff(parentId);
  const label = (key: string) => t(`rpa.fields.${key}.label`);
  return (
    <>
      <Form.Item name="target" label={label('target')} required>
        <Radio.Group
          options={RPA_TARGETS.map((value) => ({ value, label: t(`rpa.targets.${value}`) }))}
        />
      </Form.Item>
      {target === 'agents' && (
        <Form.Item name="agent_ids" label={label('agent_ids')} htmlFor="rpa-agents" required>
          <Select
            id="rpa-agents"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={agents.isFetching}
            placeholder={t(
              parentId === null ? 'rpa.messages.pick_parent_first' : 'rpa.messages.pick_agents',
            )}
            notFoundContent={t('rpa.messages.no_agents')}
            options={(agents.data ?? []).map((agent) => ({
              value: agent.agent_id,
              label: `${agent.name} (#${agent.agent_id})`,
            }))}
          />
        </Form.Item>
      )}
      {target === 'staff' && (
        <Form.Item name="staff_ids" label={label('staff_ids')} htmlFor="rpa-staff" required>
          <Select
            id="rpa-staff"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            loading={staff.isFetching}
            placeholder={t(
              parentId === null ? 'rpa.messages.pick_parent_first' : 'rpa.messages.pick_staff',
            )}
            notFoundContent={t('rpa.messages.no_staff')}
            options={(staff.data ?? []).map((user) => ({
              value: user.id,
              label: user.full_name ? `${user.full_name} (${user.user_name})` : user.user_name,
            }))}
          />
        </Form.Item>
      )}
      <TargetPreview
        input={
          parentId !== null && target
            ? { admin_id: parentId, target, agent_ids: agentIds ?? [], staff_ids: staffIds ?? [] }
            : null
        }
      />
    </>
  );
}

interface PreviewInput {
  admin_id: number;
  target: RpaTarget;
  agent_ids: number[];
  staff_ids: number[];
}

/** The agents the choice names now, so a person sees who the command will reach. */
function TargetPreview({ input }: { input: PreviewInput | null }) {
  const { t } = useTranslation();
  const incomplete =
    input !== null &&
    ((input.target === 'agents' && input.agent_ids.length === 0) ||
      (input.target === 'staff' && input.staff_ids.length === 0));
  const preview = useTargetPreview(incomplete ? null : input);
  if (input === null || incomplete || !preview.data) return null;
  const online = preview.data.filter((agent) => agent.online).length;
  return (
    <Form.Item label={t('rpa.fields.preview.label')}>
      <div style={{ marginBottom: 8 }}>
        <SecondaryText>
          {preview.data.length === 0
            ? t('rpa.messages.preview_empty')
            : t('rpa.messages.preview', { count: preview.data.length, online })}
        </SecondaryText>
      </div>
      {preview.data.map((agent) => (
        <Tag key={agent.agent_id} color={agent.online ? 'green' : 'default'}>
          {agent.name}
          {agent.staff_name ? ` · ${agent.staff_name}` : ''}
        </Tag>
      ))}
    </Form.Item>
  );
}
