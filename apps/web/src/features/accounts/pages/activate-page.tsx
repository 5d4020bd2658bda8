import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useActivateAccount } from '../api/activate-account';

export function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const activate = useActivateAccount();

  const confirm = () =>
    activate.mutate(id, {
      onSuccess: () => {
        notifySuccess(t('accounts.messages.activated'));
        void navigate(linkTo('auth.login'));
      },
      // Spec section 8: an activation failure is a browser alert.
      onError: (error) =>
        window.alert(isApiError(error) ? errorText(error) : t('common.messages.something_wrong')),
    });

  return (
    <PublicShell title={t('accounts.titles.activate')}>
      <Typography.Paragraph>{t('accounts.messages.activate_explain')}</Typography.Paragraph>
      <Flex vertical gap="middle" align="center">
        <Button type="primary" block loading={activate.isPending} onClick={confirm}>
          {t('accounts.actions.confirm')}
        </Button>
        <Link to={linkTo('auth.login')}>{t('auth.actions.back_to_login')}</Link>
      </Flex>
    </PublicShell>
  );
}
