import { RPA_TARGETS, type RpaTarget } from '@console/contract/schemas/rpa';
import { Form, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../components/secondary-text';
import { Select } from '../../../components/select';
import { useTargetPreview } from '../api/preview-targets';
import { useParentAgents, useParentStaff } from '../../../lib/parents/parent-options';

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
        <ChosenField
          name="agent_ids"
          parentId={parentId}
          query={agents}
          pickKey="rpa.messages.pick_agents"
          noneKey="rpa.messages.no_agents"
          option={(agent) => ({
            value: agent.agent_id,
            label: `${agent.name} (#${agent.agent_id})`,
          })}
        />
      )}
      {target === 'staff' && (
        <ChosenField
          name="staff_ids"
          parentId={parentId}
          query={staff}
          pickKey="rpa.messages.pick_staff"
          noneKey="rpa.messages.no_staff"
          option={(user) => ({
            value: user.id,
            label: user.full_name ? `${user.full_name} (${user.user_name})` : user.user_name,
          })}
        />
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

interface ChosenFieldProps<R> {
  name: 'agent_ids' | 'staff_ids';
  parentId: number | null;
  query: { data?: R[]; isFetching: boolean };
  /** What to ask for once a parent is chosen, and what to say when he has none. */
  pickKey: 'rpa.messages.pick_agents' | 'rpa.messages.pick_staff';
  noneKey: 'rpa.messages.no_agents' | 'rpa.messages.no_staff';
  option: (row: R) => { value: number; label: string };
}

/** The chosen agents or staff users of the parent, several at once, searched by their names. */
function ChosenField<R>({ name, parentId, query, pickKey, noneKey, option }: ChosenFieldProps<R>) {
  const { t } = useTranslation();
  const id = `rpa-${name}`;
  return (
    <Form.Item name={name} label={t(`rpa.fields.${name}.label`)} htmlFor={id} required>
      <Select
        id={id}
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        loading={query.isFetching}
        placeholder={t(parentId === null ? 'rpa.messages.pick_parent_first' : pickKey)}
        notFoundContent={t(noneKey)}
        options={(query.data ?? []).map(option)}
      />
    </Form.Item>
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
