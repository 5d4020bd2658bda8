import { appList, ruleName } from '@console/contract/schemas/rules';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import { useAppNames } from '../api/get-app-names';
import type { AppRuleInput } from '../api/create-app-rule';

interface AppRuleFormProps {
  initialValues?: AppRuleInput;
  pending: boolean;
  onSubmit: (values: AppRuleInput) => Promise<unknown>;
  onCancel: () => void;
}

const fields = { name: ruleName, list: appList };

/** The group's name and its apps, picked as tags from the app catalogue. */
export function AppRuleForm(props: AppRuleFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AppRuleInput>();
  const item = useFieldItem('rules', fields);
  const names = useAppNames();
  const options = (names.data ?? []).map((name) => ({ value: name, label: name }));

  return (
    <EntityForm<AppRuleInput>
      form={form}
      errorFields={{ 'rules.duplicate_name': 'name' }}
      initialValues={{ list: [], ...props.initialValues }}
      {...props}
    >
      <Form.Item {...item('name')}>
        <Input placeholder={t('rules.fields.name.placeholder')} />
      </Form.Item>
      <Form.Item {...item('list')}>
        <Select
          mode="multiple"
          allowClear
          options={options}
          loading={names.isPending}
          placeholder={t('rules.fields.list.placeholder')}
          aria-label={t('rules.fields.list.label')}
        />
      </Form.Item>
    </EntityForm>
  );
}
