import { Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicShell } from '../../../components/public-shell';
import { linkTo } from '../../../lib/paths';
import { CheckEmail } from '../components/check-email';
import { RegisterForm } from '../components/register-form';
import { clearRegistered, isRegistrationPending, markRegistered } from '../utils/registration-flag';

export function RegisterPage() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(() => isRegistrationPending());
  const [email, setEmail] = useState<string>();

  const registered = (address: string) => {
    markRegistered();
    setEmail(address);
    setPending(true);
  };
  const registerAnother = () => {
    clearRegistered();
    setEmail(undefined);
    setPending(false);
  };

  return (
    <PublicShell title={t('accounts.titles.register')} width={480}>
      {pending ? (
        <CheckEmail email={email} onRegisterAnother={registerAnother} />
      ) : (
        <>
          <RegisterForm onRegistered={registered} />
          <Flex justify="center" style={{ marginTop: 8 }}>
            <Link to={linkTo('auth.login')}>{t('accounts.actions.have_account')}</Link>
          </Flex>
        </>
      )}
    </PublicShell>
  );
}
