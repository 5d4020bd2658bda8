import { userFields, type User } from '@console/contract/schemas/users';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { EntityForm, useFieldItem } from '../../../lib/forms/entity-form';
import type { UserUpdateInput } from '../api/update-user';

export type UserFormValues = Omit<UserUpdateInput, 'id' | 'updated_by'>;

interface UserFormProps {
  user: User;
  pending: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function UserForm({ user, onSubmit, ...props }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const item = useFieldItem('users', userFields.shape);
  // The selects show their placeholder for an empty value; the server stores '' for none.
  const submit = (values: UserFormValues) =>
    onSubmit({ ...values, country: values.country ?? '', time_zone: values.time_zone ?? '' });
  const initialValues = {
    email: user.email,
    phone: user.phone,
    full_name: user.full_name,
    country: user.country || undefined,
    time_zone: user.time_zone || undefined,
  };

  return (
    <EntityForm<UserFormValues>
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      {...props}
    >
      <Form.Item label={t('users.fields.user_name.label')}>
        <Input value={user.user_name} disabled aria-label={t('users.fields.user_name.label')} />
      </Form.Item>
      <Form.Item {...item('email')}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item {...item('phone')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...item('full_name')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item {...item('country')}>
        <CountrySelect />
      </Form.Item>
      <Form.Item {...item('time_zone')}>
        <TimeZoneSelect />
      </Form.Item>
    </EntityForm>
  );
}
