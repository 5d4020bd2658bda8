import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkTo } from '../../../lib/paths';

/** A sign-in refused for an unverified e-mail: say so, and offer a new verification mail. */
export function UnverifiedNotice({ login }: { login: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('errors.auth.account_not_verified')}
      description={
        <Link to={linkTo('accounts.resend', {}, { login })}>
          {t('auth.actions.resend_verification')}
        </Link>
      }
    />
  );
}
