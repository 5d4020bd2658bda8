import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';

type Status = '403' | '404' | '500';

const texts = {
  '403': { title: 'errors.pages.forbidden.title', subTitle: 'errors.pages.forbidden.description' },
  '404': { title: 'errors.pages.not_found.title', subTitle: 'errors.pages.not_found.description' },
  '500': {
    title: 'errors.pages.server_error.title',
    subTitle: 'errors.pages.server_error.description',
  },
} as const;

/** The `h1` of the page, drawn as antd draws a result's title. */
const TITLE_STYLE = {
  margin: 0,
  font: 'inherit',
  color: 'inherit',
} as const;

/**
 * An error screen with a way back to the dashboard; `reload` is for failures that only a fresh page
 * load fixes. Its title is the page's `h1` (antd's Result draws a `div`): on /403, /404 and /500,
 * and in the console's frame in place of a screen, it is the only heading.
 */
export function ErrorResult({ status, reload = false }: { status: Status; reload?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t(texts[status].title));
  const navigate = useNavigate();
  const dashboard = linkTo('dashboard.show');
  const goBack = () => (reload ? window.location.assign(dashboard) : void navigate(dashboard));
  return (
    <Result
      status={status}
      title={<h1 style={TITLE_STYLE}>{t(texts[status].title)}</h1>}
      subTitle={t(texts[status].subTitle)}
      extra={
        <Button type="primary" onClick={goBack}>
          {t('buttons.back_to_dashboard')}
        </Button>
      }
    />
  );
}
