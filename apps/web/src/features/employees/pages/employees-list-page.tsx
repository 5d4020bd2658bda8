import { ROLES, type Role } from '@console/contract/permissions';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../../components/add-button';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { useEmployees } from '../api/get-employees';
import { RoleSelect } from '../components/role-select';
import { EmployeesTable } from '../components/employees-table';

// The invitation's dialog (its form and the contract's rules) loads when first opened.
const AddEmployeeModal = lazyPart(
  () => import('../components/add-employee-modal').then((m) => m.AddEmployeeModal),
  null,
);

const SORT_FIELDS = ['id'] as const;
const FILTERS = { role: (text: string) => ROLES.find((role) => role === text) };

export function EmployeesListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams(SORT_FIELDS, 'id');
  const [{ role }, setFilters] = useListFilters(FILTERS);
  const { keyword, page, page_size, order } = params;
  const employees = useEmployees({ keyword, page, pageSize: page_size, order, role });
  const [adding, setAdding] = useState(false);
  const addOpened = useOpenedOnce(adding);

  const filterRole = (next?: Role) => setFilters({ role: next });
  const searchKeyword = (text: string) => {
    if (text !== keyword) setParams({ keyword: text, page: 1 }, { replace: true });
  };

  return (
    <>
      <PageTitle
        title={t('employees.titles.list')}
        extra={<AddButton onClick={() => setAdding(true)} />}
      />
      <Card>
        <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={keyword}
            onSearch={searchKeyword}
            label={t('employees.fields.keyword.label')}
          />
          <RoleSelect
            allowClear
            value={role}
            onChange={filterRole}
            placeholder={t('employees.fields.role_filter.label')}
            aria-label={t('employees.fields.role_filter.label')}
          />
        </Flex>
        <EmployeesTable
          list={employees.data?.list ?? []}
          total={employees.data?.total ?? 0}
          totalCapped={employees.data?.totalCapped}
          loading={employees.isFetching}
          failed={employees.isError}
          onRetry={() => void employees.refetch()}
          params={params}
          onChange={setParams}
        />
      </Card>
      {addOpened && <AddEmployeeModal open={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
