import { USER_SORT_FIELDS } from '@console/contract/routes/areas/users';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list/use-list-params';
import { useUsers } from '../api/get-users';
import { UsersTable } from '../components/users-table';

export function UserListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(USER_SORT_FIELDS, 'id');
  const users = useUsers(params);
  const search = (keyword: string) => {
    if (keyword !== params.keyword) setParams({ keyword, page: 1 }, { replace: true });
  };

  return (
    <>
      <PageTitle title={t('users.titles.list')} />
      <Card>
        <Flex style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={search}
            label={t('users.fields.keyword.label')}
          />
        </Flex>
        <UsersTable
          list={users.data?.list ?? []}
          total={users.data?.total ?? 0}
          totalCapped={users.data?.total_capped}
          loading={users.isFetching}
          failed={users.isError}
          onRetry={() => void users.refetch()}
          params={params}
          onChange={setParams}
        />
      </Card>
    </>
  );
}
