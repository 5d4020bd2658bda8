import { LockOutlined } from '@ant-design/icons';
import { passwordPolicy } from '@console/contract/schemas/accounts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { showFieldErrors } from '../../../lib/api/form-errors';
import { confirmRule } from '../../../lib/forms/confirm-rule';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifyError, notifySuccess } from '../../../lib/notify';
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
      // Other failures than bad input were told by the web caller already.
      if (isApiError(error) && error.status === 400 && !showFieldErrors(form, error)) {
        notifyError(errorText(error));
      }
    }
  });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={(values) => void submit(values)}
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
      <Form.Item
        name="new_password"
        label={t('profile.fields.new_password.label')}
        required
        rules={[zodRule(passwordPolicy)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.fields.confirm.label')}
        required
        dependencies={['new_password']}
        rules={[confirmRule('new_password')]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t('profile.actions.change_password')}
      </Button>
    </Form>
  );
}
