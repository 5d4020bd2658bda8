import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { usePageParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useAppRules } from '../api/get-app-rules';
import { AppRulesTable } from '../components/app-rules-table';

export function RuleListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rules = useAppRules();
  const paging = usePageParams();
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => void navigate(linkTo('rules.create'))}
    >
      {t('buttons.create')}
    </Button>
  );
  return (
    <>
      <PageTitle title={t('rules.titles.list')} extra={create} />
      <Card>
        <AppRulesTable
          list={rules.data ?? []}
          loading={rules.isFetching}
          failed={rules.isError}
          onRetry={() => void rules.refetch()}
          paging={paging}
        />
      </Card>
    </>
  );
}
