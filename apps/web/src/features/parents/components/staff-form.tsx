import { staffFullName, staffPassword, staffUserName } from '@console/contract/schemas/parents';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmRule } from '../../../lib/forms/confirm-rule';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';

export interface StaffFormValues {
  user_name: string;
  full_name: string;
  password: string;
  confirm: string;
}

interface StaffFormProps {
  /** Edit: the user name is shown, not changed, and the password is not asked. */
  editing?: { user_name: string; full_name: string };
  pending: boolean;
  onSubmit: (values: StaffFormValues) => Promise<unknown>;
  onCancel: () => void;
}

const fields = { user_name: staffUserName, full_name: staffFullName, password: staffPassword };

/** Username, full name, and on create a password of at least 4 characters, typed twice. */
export function StaffForm({ editing, ...props }: StaffFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFormValues>();
  const item = useFieldItem('parents', fields);
  return (
    <EntityForm<StaffFormValues>
      form={form}
      initialValues={editing}
      errorFields={{ 'parents.staff_exists': 'user_name' }}
      {...props}
    >
      <Form.Item {...item('user_name')} label={t('parents.fields.staff_user_name.label')}>
        <Input disabled={editing !== undefined} autoComplete="off" />
      </Form.Item>
      <Form.Item {...item('full_name')}>
        <Input autoComplete="off" />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item {...item('password')}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('parents.fields.confirm.label')}
            dependencies={['password']}
            rules={[confirmRule('password')]}
            required
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </EntityForm>
  );
}
