import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { BrowserDetails } from '../components/browser-details';
import { BrowserLoader } from '../components/browser-loader';
import { DeleteBrowserButton } from '../components/delete-browser-button';

export function BrowserShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('browsers.edit');
  const canDelete = useCan('browsers.delete');
  const toList = () => void navigate(linkTo('browsers.list'));

  return (
    <BrowserLoader>
      {(browser) => (
        <>
          <PageTitle
            title={t('browsers.titles.show', { name: browser.browser_name })}
            extra={
              <DetailActions
                backPath={linkTo('browsers.list')}
                editPath={canEdit ? linkTo('browsers.edit', { id: browser.id }) : undefined}
              >
                {canDelete && <DeleteBrowserButton id={browser.id} onDeleted={toList} />}
              </DetailActions>
            }
          />
          <Card>
            <BrowserDetails browser={browser} />
          </Card>
        </>
      )}
    </BrowserLoader>
  );
}
