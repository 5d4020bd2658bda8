import { userUpdateRequest, type User } from '@console/contract/schemas/users';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from '../../../components/country-select';
import { TimeZoneSelect } from '../../../components/time-zone-select';
import { showFieldErrors } from '../../../lib/api/form-errors';
import { isRequired, zodRule } from '../../../lib/forms/zod-rule';
import type { UserUpdateInput } from '../api/update-user';

const fields = userUpdateRequest.shape;
type FieldName = 'email' | 'phone' | 'full_name' | 'country' | 'time_zone';
export type UserFormValues = Omit<UserUpdateInput, 'id' | 'updated_by'>;

interface UserFormProps {
  user: User;
  pending: boolean;
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  onCancel: () => void;
}

export function UserForm({ user, pending, onSubmit, onCancel }: UserFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const item = (name: FieldName) => ({
    name,
    label: t(`users.fields.${name}.label`),
    rules: [zodRule(fields[name])],
    required: isRequired(fields[name]),
  });
  const submit = (values: UserFormValues) =>
    onSubmit({
      ...values,
      country: values.country ?? '',
      time_zone: values.time_zone ?? '',
    }).catch((error: unknown) => showFieldErrors(form, error));
  const initialValues = {
    email: user.email,
    phone: user.phone,
    full_name: user.full_name,
    country: user.country || undefined,
    time_zone: user.time_zone || undefined,
  };

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      style={{ maxWidth: 640 }}
    >
      <Form.Item label={t('users.fields.user_name.label')}>
        <Input value={user.user_name} disabled />
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
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={pending}>
          {t('buttons.save')}
        </Button>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
      </Flex>
    </Form>
  );
}
