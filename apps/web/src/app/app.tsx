import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { router } from './router';

function DocumentTitle() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.name');
  }, [t]);
  return null;
}

export function App() {
  return (
    <Providers>
      <DocumentTitle />
      <RouterProvider router={router} />
    </Providers>
  );
}
