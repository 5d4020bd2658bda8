import { LockOutlined } from '@ant-design/icons';
import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { Button, Card, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { exportCustomers } from '../api/export-customers';
import { useCustomers, type CustomerListParams } from '../api/get-customers';
import { CustomerDialogs, type CustomerDialog } from '../components/customer-dialogs';
import { CUSTOMER_SORTS, CustomersTable } from '../components/customers-table';
import { BlocklistToolbar, useBlocklistParams } from '../components/blocklist-toolbar';

export function CustomerBlocklistPage() {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { params, setParams, status, filtered, search } = useBlocklistParams(
    CUSTOMER_SORTS,
    'action_at',
    'desc',
  );
  const query: CustomerListParams = {
    phone: params.keyword,
    order: params.order,
    page: params.page,
    page_size: params.page_size,
    ...(status && { status }),
  };
  const customers = useCustomers(query);
  const canWrite = useCan('blocklists.write');
  const [selected, setSelected] = useState<CustomerBlock[]>([]);
  const [dialog, setDialog] = useState<CustomerDialog>(null);

  return (
    <>
      <PageTitle
        title={t('blocklists.title_customers')}
        extra={
          <Space wrap>
            <ExportButton
              name="customer-blocklist"
              run={() => exportCustomers(query, (key) => t(key), formatTime)}
            />
            {canWrite && (
              <Button
                type="primary"
                danger
                icon={<LockOutlined />}
                onClick={() => setDialog({ kind: 'new' })}
              >
                {t('blocklists.actions.lock_phone')}
              </Button>
            )}
          </Space>
        }
      />
      <Card>
        <BlocklistToolbar
          {...search}
          searchLabel={t('blocklists.fields.phone.placeholder')}
          lockSelected={
            canWrite
              ? {
                  count: selected.length,
                  onClick: () => setDialog({ kind: 'bulk', rows: selected }),
                }
              : undefined
          }
        />
        {customers.isError ? (
          <LoadError onRetry={() => void customers.refetch()} />
        ) : (
          <CustomersTable
            list={customers.data?.list ?? []}
            total={customers.data?.total ?? 0}
            loading={customers.isFetching}
            params={params}
            onChange={setParams}
            empty={
              <Empty
                description={t(
                  filtered ? 'blocklists.messages.no_match' : 'blocklists.messages.empty_customers',
                )}
              />
            }
            canWrite={canWrite}
            selected={selected}
            onSelect={setSelected}
            onAction={(row) => setDialog({ kind: 'change', row })}
            onHistory={(row) => setDialog({ kind: 'history', phone: row.phone })}
          />
        )}
      </Card>
      <CustomerDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onBulkDone={() => setSelected([])}
      />
    </>
  );
}
