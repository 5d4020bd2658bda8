import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreateBank, type BankInput } from '../api/create-bank';
import { BankForm } from '../components/bank-form';
import { useBankMine } from '../hooks/use-bank-mine';

export function BankCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useBankMine();
  const create = useCreateBank(mine);
  const submit = (values: BankInput) =>
    create.mutateAsync(values).then(() => {
      notifySuccess(t('bank.messages.create_success'));
      void navigate(linkTo('bank.list'));
    });

  return (
    <>
      <PageTitle title={t('bank.titles.create')} />
      <Card>
        <BankForm
          withUserName={!mine}
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(linkTo('bank.list'))}
        />
      </Card>
    </>
  );
}
