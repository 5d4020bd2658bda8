import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequest } from '@console/contract/schemas/auth';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaptchaStatus } from '../../../components/captcha-status';
import { isApiError } from '../../../lib/api/api-error';
import { useCaptcha } from '../../../lib/captcha/use-captcha';
import { zodRule } from '../../../lib/forms/zod-rule';
import { linkTo } from '../../../lib/paths';
import { useLogin, type LoginInput } from '../api/login';
import { UnverifiedNotice } from './unverified-notice';

const rules = {
  username: [zodRule(loginRequest.shape.username)],
  password: [zodRule(loginRequest.shape.password)],
};

export function LoginForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const login = useLogin(captcha.take);
  const [typed, setTyped] = useState('');

  // On success the page itself moves on, as it does for anyone already signed in.
  const submit = (values: LoginInput) => {
    setTyped(values.username);
    login.mutate(values, { onError: captcha.renew });
  };
  const unverified = isApiError(login.error) && login.error.message === 'auth.account_not_verified';

  return (
    <Form<LoginInput>
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      disabled={login.isPending}
    >
      {unverified && <UnverifiedNotice login={typed} />}
      <Form.Item name="username" label={t('auth.fields.username.label')} rules={rules.username}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password.label')} rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.actions.login')}
        </Button>
      </Form.Item>
      <Flex vertical gap="small" align="center">
        <CaptchaStatus ready={captcha.ready} />
        <Flex gap="middle">
          <Link to={linkTo('accounts.register')}>{t('auth.actions.register')}</Link>
          <Link to={linkTo('accounts.getPassword')}>{t('auth.actions.forgot_password')}</Link>
        </Flex>
      </Flex>
    </Form>
  );
}
