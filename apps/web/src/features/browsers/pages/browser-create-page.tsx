import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreateBrowser, type BrowserInput } from '../api/create-browser';
import { BrowserForm } from '../components/browser-form';

export function BrowserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBrowser();
  const submit = (values: BrowserInput) =>
    create.mutateAsync(values).then(() => {
      notifySuccess(t('browsers.messages.create_success'));
      void navigate(linkTo('browsers.list'));
    });

  return (
    <>
      <PageTitle title={t('browsers.titles.create')} />
      <Card>
        <BrowserForm
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(linkTo('browsers.list'))}
        />
      </Card>
    </>
  );
}
