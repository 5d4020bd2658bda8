import { LoadingOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function CaptchaStatus({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" role="status">
      {ready ? <SafetyCertificateOutlined /> : <LoadingOutlined />}{' '}
      {ready ? t('auth.messages.captcha_ready') : t('auth.messages.captcha_solving')}
    </Typography.Text>
  );
}
