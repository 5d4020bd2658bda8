import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { takeHandedOffNotice } from '../lib/notice-handoff';
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify';
import { Providers } from './providers';
import { router } from './router';

function DocumentTitle() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  return null;
}

/** A notice the page before handed over: "Login successfully" from the sign-in screen. */
function HandedOffNotice() {
  useEffect(() => {
    const notice = takeHandedOffNotice();
    if (notice?.kind === 'success') notifySuccess(notice.text, notice.detail);
    else if (notice?.kind === 'error') notifyError(notice.text);
    else if (notice) notifyInfo(notice.text, notice.detail);
  }, []);
  return null;
}

export function App() {
  return (
    <Providers>
      <DocumentTitle />
      <HandedOffNotice />
      <RouterProvider router={router} />
    </Providers>
  );
}
