import { PlusOutlined } from '@ant-design/icons';
import { ROLES, type Role } from '@console/contract/permissions';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useListParams } from '../../../lib/list/use-list-params';
import { useStaff } from '../api/get-staff';
import { AddStaffModal } from '../components/add-staff-modal';
import { RoleSelect } from '../components/role-select';
import { StaffTable } from '../components/staff-table';

const SORT_FIELDS = ['id'] as const;

export function StaffListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(SORT_FIELDS, 'id');
  const [search, setSearch] = useSearchParams();
  const role = ROLES.find((value) => value === search.get('role'));
  const { keyword, page, page_size, order } = params;
  const staff = useStaff({ keyword, page, page_size, order, role });
  const [adding, setAdding] = useState(false);

  const filterRole = (next?: Role) =>
    setSearch((previous) => {
      if (next) previous.set('role', next);
      else previous.delete('role');
      previous.delete('page');
      return previous;
    });
  const searchKeyword = (text: string) => {
    if (text !== keyword) setParams({ keyword: text, page: 1 }, { replace: true });
  };

  return (
    <>
      <PageTitle
        title={t('staff.titles.list')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('staff.actions.add')}
          </Button>
        }
      />
      <Card>
        <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={keyword}
            onSearch={searchKeyword}
            label={t('staff.fields.keyword.label')}
          />
          <RoleSelect
            allowClear
            value={role}
            onChange={filterRole}
            placeholder={t('staff.fields.role_filter.label')}
            aria-label={t('staff.fields.role_filter.label')}
          />
        </Flex>
        {staff.isError ? (
          <LoadError onRetry={() => void staff.refetch()} />
        ) : (
          <StaffTable
            list={staff.data?.list ?? []}
            total={staff.data?.total ?? 0}
            loading={staff.isFetching}
            params={params}
            onChange={setParams}
          />
        )}
      </Card>
      <AddStaffModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
