import { Button, Divider, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { ResendVerificationForm } from './resend-verification-form';

interface CheckEmailProps {
  email?: string;
  onRegisterAnother: () => void;
}

export function CheckEmail({ email, onRegisterAnother }: CheckEmailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Result
        status="success"
        title={t('accounts.titles.check_email')}
        subTitle={
          email
            ? t('accounts.messages.check_email_to', { email })
            : t('accounts.messages.check_email')
        }
        extra={[
          <Button key="login" type="primary" onClick={() => void navigate(linkTo('auth.login'))}>
            {t('auth.actions.login')}
          </Button>,
          <Button key="again" onClick={onRegisterAnother}>
            {t('accounts.actions.register_another')}
          </Button>,
        ]}
      />
      <Divider plain>{t('accounts.messages.no_mail')}</Divider>
      <Typography.Paragraph type="secondary">
        {t('accounts.messages.resend_hint')}
      </Typography.Paragraph>
      <ResendVerificationForm login={email} />
    </>
  );
}
