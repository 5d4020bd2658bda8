import { PlusOutlined } from '@ant-design/icons';
import { BROWSER_SORT_FIELDS } from '@console/contract/routes/areas/browsers';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useCan } from '../../../lib/auth/use-can';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useBrowsers } from '../api/get-browsers';
import { AppliedVersion } from '../components/applied-version';
import { ApplyButton } from '../components/apply-button';
import { BrowsersEmpty } from '../components/browsers-empty';
import { BrowsersTable } from '../components/browsers-table';

export function BrowserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useListParams(BROWSER_SORT_FIELDS, 'id');
  const browsers = useBrowsers(params);
  const canCreate = useCan('browsers.create');
  const canApply = useCan('browsers.apply');

  const search = (keyword: string) => {
    if (keyword !== params.keyword) setParams({ keyword, page: 1 }, { replace: true });
  };
  const actions = (
    <Flex gap="small" wrap>
      {canApply && <ApplyButton />}
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(linkTo('browsers.create'))}
        >
          {t('buttons.create')}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <PageTitle title={t('browsers.titles.list')} extra={actions} />
      {browsers.data && (
        <AppliedVersion
          applied={browsers.data.applied}
          pendingChanges={browsers.data.pending_changes}
        />
      )}
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={search}
            label={t('browsers.fields.keyword.label')}
          />
        </Flex>
        <BrowsersTable
          list={browsers.data?.list ?? []}
          total={browsers.data?.total ?? 0}
          loading={browsers.isFetching}
          failed={browsers.isError}
          onRetry={() => void browsers.refetch()}
          params={params}
          onChange={setParams}
          empty={<BrowsersEmpty keyword={params.keyword} />}
        />
      </Card>
    </>
  );
}
