import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import type { BrowserInput } from '../api/create-browser';
import { useUpdateBrowser } from '../api/update-browser';
import { BrowserForm } from '../components/browser-form';
import { BrowserLoader } from '../components/browser-loader';

export function BrowserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateBrowser();

  return (
    <BrowserLoader>
      {(browser) => {
        const detail = linkTo('browsers.show', { id: browser.id });
        const submit = (values: BrowserInput) =>
          update.mutateAsync({ ...values, id: browser.id }).then(() => {
            notifySuccess(t('browsers.messages.update_success'));
            void navigate(detail);
          });
        return (
          <>
            <PageTitle title={t('browsers.titles.edit', { name: browser.browser_name })} />
            <Card>
              <BrowserForm
                initialValues={browser}
                pending={update.isPending}
                onSubmit={submit}
                onCancel={() => void navigate(detail)}
              />
            </Card>
          </>
        );
      }}
    </BrowserLoader>
  );
}
