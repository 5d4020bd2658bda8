import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageSpin } from '../../../components/full-page-spin';
import { useSsoLogin } from '../api/sso-login';

/** Spec: an SSO failure is only logged, and the user goes to the dashboard either way. */
export function SsoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { mutate } = useSsoLogin();
  const token = search.get('token');
  const started = useRef(false);

  useEffect(() => {
    // The IdP token may be single-use; StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const goToDashboard = () => void navigate('/', { replace: true });
    if (!token) {
      console.error('SSO sign-in: the link has no token');
      goToDashboard();
      return;
    }
    mutate(token, {
      onError: (error) => console.error('SSO sign-in failed', error),
      onSettled: goToDashboard,
    });
  }, [mutate, navigate, token]);

  return <FullPageSpin label={t('auth.messages.sso_signing_in')} />;
}
