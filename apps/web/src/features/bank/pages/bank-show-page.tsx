import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { linkTo } from '../../../lib/paths';
import { BankDetails } from '../components/bank-details';
import { BankLoader } from '../components/bank-loader';
import { useBankRights } from '../hooks/use-bank-rights';

export function BankShowPage() {
  const { t } = useTranslation();
  const { canWrite } = useBankRights();

  return (
    <BankLoader>
      {(bank) => (
        <>
          <PageTitle
            title={t('bank.titles.show', { name: bank.user_name })}
            extra={
              <DetailActions
                backPath={linkTo('bank.list')}
                editPath={canWrite ? linkTo('bank.edit', { id: bank.id }) : undefined}
              />
            }
          />
          <Card>
            <BankDetails bank={bank} />
          </Card>
        </>
      )}
    </BankLoader>
  );
}
