import { PlusOutlined } from '@ant-design/icons';
import { ROLES, type Role } from '@console/contract/permissions';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { useStaff } from '../api/get-staff';
import { RoleSelect } from '../components/role-select';
import { StaffTable } from '../components/staff-table';

// The invitation's dialog (its form and the contract's rules) loads when first opened.
const AddStaffModal = lazyPart(
  () => import('../components/add-staff-modal').then((m) => m.AddStaffModal),
  null,
);

const SORT_FIELDS = ['id'] as const;
const FILTERS = { role: (text: string) => ROLES.find((role) => role === text) };

export function StaffListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(SORT_FIELDS, 'id');
  const [{ role }, setFilters] = useListFilters(FILTERS);
  const { keyword, page, page_size, order } = params;
  const staff = useStaff({ keyword, page, page_size, order, role });
  const [adding, setAdding] = useState(false);
  const addOpened = useOpenedOnce(adding);

  const filterRole = (next?: Role) => setFilters({ role: next });
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
        <StaffTable
          list={staff.data?.list ?? []}
          total={staff.data?.total ?? 0}
          totalCapped={staff.data?.total_capped}
          loading={staff.isFetching}
          failed={staff.isError}
          onRetry={() => void staff.refetch()}
          params={params}
          onChange={setParams}
        />
      </Card>
      {addOpened && <AddStaffModal open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
