import { PlusOutlined } from '@ant-design/icons';
import { BANK_SORT_FIELDS } from '@console/contract/routes/areas/bank';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useBankList } from '../api/get-bank-list';
import { BankEmpty } from '../components/bank-empty';
import { BankTable } from '../components/bank-table';
import { useBankRights } from '../hooks/use-bank-rights';

export function BankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mine, canWrite } = useBankRights();
  const [params, setParams] = useListParams(BANK_SORT_FIELDS, 'id');
  const { page, page_size, order, sort } = params;
  const bank = useBankList(mine, { page, page_size, order, sort });

  const create = canWrite && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => void navigate(linkTo('bank.create'))}
    >
      {t('buttons.create')}
    </Button>
  );
  return (
    <>
      <PageTitle title={t(mine ? 'bank.titles.list_mine' : 'bank.titles.list')} extra={create} />
      <Card>
        <BankTable
          list={bank.data?.list ?? []}
          total={bank.data?.total ?? 0}
          loading={bank.isFetching}
          failed={bank.isError}
          onRetry={() => void bank.refetch()}
          params={params}
          onChange={setParams}
          canEdit={canWrite}
          empty={<BankEmpty canCreate={canWrite} />}
        />
      </Card>
    </>
  );
}
