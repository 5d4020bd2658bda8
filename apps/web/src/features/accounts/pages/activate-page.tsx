import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useActivateAccount } from '../api/activate-account';

/**
 * The activation link's page: Confirm verifies the address and opens the sign-in screen with the
 * user name filled in. A used, unknown or expired link is said in the page, with the way to a new
 * one, not in a browser alert (docs/decisions/errors-and-messages.md).
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const activate = useActivateAccount();

  const confirm = () =>
    activate.mutate(id, {
      onSuccess: (userName) => {
        notifySuccess(t('accounts.messages.activated'));
        void navigate(linkTo('auth.login', {}, { username: userName }));
      },
    });
  const failure = activate.error;

  return (
    <PublicShell title={t('accounts.titles.activate')}>
      <Typography.Paragraph>{t('accounts.messages.activate_explain')}</Typography.Paragraph>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={isApiError(failure) ? errorText(failure) : t('common.messages.something_wrong')}
          description={
            <Link to={linkTo('accounts.resend')}>{t('accounts.actions.resend_verification')}</Link>
          }
        />
      )}
      <Flex vertical gap="middle" align="center">
        <Button type="primary" block loading={activate.isPending} onClick={confirm}>
          {t('accounts.actions.confirm')}
        </Button>
        <Link to={linkTo('auth.login')}>{t('auth.actions.back_to_login')}</Link>
      </Flex>
    </PublicShell>
  );
}
