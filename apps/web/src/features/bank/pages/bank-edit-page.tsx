import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import type { BankInput } from '../api/create-bank';
import { useUpdateBank } from '../api/update-bank';
import { BankForm } from '../components/bank-form';
import { BankLoader } from '../components/bank-loader';
import { useBankMine } from '../hooks/use-bank-mine';

export function BankEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateBank(useBankMine());

  return (
    <BankLoader>
      {(bank) => {
        const detail = linkTo('bank.show', { id: bank.id });
        const submit = ({ bank_name, bank_number, bank_holder }: BankInput) =>
          update.mutateAsync({ id: bank.id, bank_name, bank_number, bank_holder }).then(() => {
            notifySuccess(t('bank.messages.update_success'));
            void navigate(detail);
          });
        return (
          <>
            <PageTitle title={t('bank.titles.edit', { name: bank.user_name })} />
            <Card>
              <BankForm
                withUserName={false}
                initialValues={bank}
                pending={update.isPending}
                onSubmit={submit}
                onCancel={() => void navigate(detail)}
              />
            </Card>
          </>
        );
      }}
    </BankLoader>
  );
}
