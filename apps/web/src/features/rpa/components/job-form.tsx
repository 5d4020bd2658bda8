import { AGENT_COMMANDS } from '@console/contract/schemas/agents';
import { jobFields } from '@console/contract/schemas/rpa';
import { Divider, Form, Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import { i18n } from '../../../lib/i18n/i18n';
import type { JobInput } from '../api/create-job';
import { fieldIssues, toInput, type JobFormValues } from './job-form-values';
import { ParentFilter, type ParentPicker } from './parent-filter';
import { ScheduleFields } from './schedule-fields';
import { TargetFields } from './target-fields';

interface JobFormProps {
  initialValues: Partial<JobFormValues>;
  pending: boolean;
  onSubmit: (input: JobInput) => Promise<unknown>;
  onCancel: () => void;
  /** Employees creating a job choose its parent here; a parent's own jobs, and an edit, keep theirs. */
  ParentPicker?: ParentPicker;
}

/** A value of the picker: the field's id stays a number or nothing. */
function ParentField(props: {
  value?: number;
  onChange?: (id: number) => void;
  Picker: ParentPicker;
}) {
  return (
    <ParentFilter
      parentId={props.value ?? null}
      onChange={(id) => id !== null && props.onChange?.(id)}
      Picker={props.Picker}
      clearable={false}
    />
  );
}

/**
 * A job's form: name and command, its target, its schedule. The whole job is checked with the
 * contract's rules before it is sent (one field's rules cannot say "weekly needs days"), and the
 * server's field errors land on the same fields.
 */
export function JobForm({ initialValues, onSubmit, ParentPicker, ...props }: JobFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<JobFormValues>();
  const item = useFieldItem('rpa', jobFields.shape);
  const parentId = Form.useWatch('admin_id', form) ?? initialValues.admin_id ?? null;
  const target = Form.useWatch('target', form) ?? initialValues.target;
  const schedule = Form.useWatch('schedule', form) ?? initialValues.schedule;
  const agentIds = Form.useWatch('agent_ids', form);
  const staffIds = Form.useWatch('staff_ids', form);
  // Agents and staff users belong to one parent: another parent starts the choice again.
  const shownParent = useRef(parentId);
  useEffect(() => {
    if (shownParent.current === parentId) return;
    shownParent.current = parentId;
    form.setFieldsValue({ agent_ids: [], staff_ids: [] });
  }, [form, parentId]);

  const submit = () => {
    const input = toInput(form.getFieldsValue(true) as JobFormValues);
    const issues = fieldIssues(input);
    if (issues.length > 0) {
      form.setFields(
        issues.map(({ name, message }) => ({
          name: name as keyof JobFormValues,
          errors: [i18n.t(i18n.exists(message) ? message : 'validation.invalid')],
        })),
      );
      return Promise.reject(new Error('invalid'));
    }
    return onSubmit(input);
  };

  return (
    <EntityForm<JobFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      errorFields={{
        'rpa.parent_not_found': 'admin_id',
        'rpa.agent_not_found': 'agent_ids',
        'rpa.staff_not_found': 'staff_ids',
      }}
      {...props}
    >
      <Form.Item
        name="admin_id"
        label={t('rpa.fields.admin_id.label')}
        hidden={!ParentPicker}
        required
      >
        {ParentPicker ? <ParentField Picker={ParentPicker} /> : <Input type="hidden" />}
      </Form.Item>
      <Form.Item {...item('name')}>
        <Input placeholder={t('rpa.fields.name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('command')} htmlFor="rpa-command">
        <Select
          id="rpa-command"
          showSearch={{ optionFilterProp: 'label' }}
          style={{ maxWidth: 320 }}
          placeholder={t('rpa.fields.command.placeholder')}
          options={AGENT_COMMANDS.map((command) => ({
            value: command,
            label: t(`agents.commands.${command}`),
          }))}
        />
      </Form.Item>
      <Divider titlePlacement="start">{t('rpa.sections.target')}</Divider>
      <TargetFields parentId={parentId} target={target} agentIds={agentIds} staffIds={staffIds} />
      <Divider titlePlacement="start">{t('rpa.sections.when')}</Divider>
      <ScheduleFields schedule={schedule} />
    </EntityForm>
  );
}
