import { UserOutlined } from '@ant-design/icons';
import { forgotPasswordRequest } from '@console/contract/schemas/accounts';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCaptcha } from '../../../lib/captcha/use-captcha';
import { zodRule } from '../../../lib/forms/zod-rule';
import { linkTo } from '../../../lib/paths';
import { useForgotPassword } from '../api/forgot-password';

/** Asks for a reset link; the answer never tells whether such an account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const forgot = useForgotPassword(captcha.take);

  if (forgot.isSuccess) {
    return (
      <Result
        status="success"
        title={t('accounts.titles.link_sent')}
        subTitle={t('accounts.messages.reset_link_sent')}
        extra={<Link to={linkTo('auth.login')}>{t('auth.actions.back_to_login')}</Link>}
      />
    );
  }
  return (
    <Form<{ login: string }>
      layout="vertical"
      disabled={forgot.isPending}
      onFinish={(values) => forgot.mutate(values.login, { onError: captcha.renew })}
    >
      <Form.Item
        name="login"
        label={t('accounts.fields.login.label')}
        rules={[zodRule(forgotPasswordRequest.shape.login)]}
        extra={t('accounts.messages.forgot_explain')}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          {t('accounts.actions.send_link')}
        </Button>
      </Form.Item>
      <Link to={linkTo('auth.login')}>{t('auth.actions.back_to_login')}</Link>
    </Form>
  );
}
