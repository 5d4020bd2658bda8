import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { linkTo } from '../../../lib/paths';
import { ResendVerificationForm } from '../components/resend-verification-form';

/** Reached from the login screen when the account's e-mail is not verified yet. */
export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  return (
    <PublicShell title={t('accounts.titles.resend_verification')}>
      <Typography.Paragraph>{t('accounts.messages.resend_hint')}</Typography.Paragraph>
      <ResendVerificationForm login={search.get('login') ?? undefined} />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to={linkTo('auth.login')}>{t('auth.actions.back_to_login')}</Link>
      </Flex>
    </PublicShell>
  );
}
