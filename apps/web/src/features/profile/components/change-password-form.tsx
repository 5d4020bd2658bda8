import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import { notifySuccess } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const guard = useSubmitGuard();

  // A double click sends once: the guard holds until the answer is in.
  const submit = guard(async (values: Values) => {
    try {
      await change.mutateAsync({ current: values.current_password, next: values.new_password });
      form.resetFields();
      notifySuccess(t('profile.messages.password_changed'));
    } catch (error) {
      showFieldErrors(form, error);
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      onValuesChange={() => clearChangedErrors(form)}
      disabled={change.isPending}
      style={{ maxWidth: 420 }}
    >
      <Form.Item
        name="current_password"
        label={t('profile.fields.current_password.label')}
        required
        rules={[{ required: true, message: t('validation.password_required') }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        name="new_password"
        passwordLabel={t('profile.fields.new_password.label')}
        confirmLabel={t('profile.fields.confirm.label')}
      />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.actions.change_password')}
      </Button>
    </Form>
  );
}
