import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab's title: "<screen> · <app name>", in the reader's language; the app name alone without one. */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}
