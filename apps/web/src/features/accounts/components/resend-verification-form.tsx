import { MailOutlined } from '@ant-design/icons';
import { resendVerificationRequest } from '@console/contract/schemas/accounts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useResendVerification } from '../api/resend-verification';

/** Asks for another verification mail, for the user name or e-mail given (or typed here). */
export function ResendVerificationForm({ login }: { login?: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const submit = (values: { login: string }) =>
    resend.mutate(values.login, {
      onSuccess: () => notifySuccess(t('accounts.messages.verification_sent')),
    });
  return (
    <Form<{ login: string }>
      onFinish={submit}
      initialValues={{ login }}
      disabled={resend.isPending}
    >
      <Space.Compact block>
        <Form.Item name="login" noStyle rules={[zodRule(resendVerificationRequest.shape.login)]}>
          <Input
            prefix={<MailOutlined />}
            aria-label={t('accounts.fields.login.label')}
            placeholder={t('accounts.fields.login.label')}
          />
        </Form.Item>
        <Button htmlType="submit" loading={resend.isPending}>
          {t('accounts.actions.resend_verification')}
        </Button>
      </Space.Compact>
    </Form>
  );
}
