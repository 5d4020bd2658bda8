import { LockOutlined } from '@ant-design/icons';
import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { exportCustomers } from '../api/export-customers';
import { useCustomers, type CustomerListParams } from '../api/get-customers';
import { BlocklistList, useBlocklist } from '../components/blocklist-list';
import { CUSTOMER_SORTS, useCustomerColumns } from '../components/customer-columns';
import { CustomerDialogs, type CustomerDialog } from '../components/customer-dialogs';
import { useLockSelection } from '../components/lockable-rows';

/** Phones locked and opened: search by phone, lock a new one, the selected at once, export. */
export function CustomerBlocklistPage() {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const blocklist = useBlocklist(CUSTOMER_SORTS, 'actionAt', 'desc');
  const query: CustomerListParams = { phone: blocklist.params.keyword, ...blocklist.request };
  const customers = useCustomers(query);
  const canWrite = useCan('blocklists.write');
  const selection = useLockSelection<CustomerBlock>((row) => row.phone);
  const [dialog, setDialog] = useState<CustomerDialog>(null);
  const columns = useCustomerColumns({
    params: blocklist.params,
    canWrite,
    onAction: (row) => setDialog({ kind: 'change', row }),
    onHistory: (row) => setDialog({ kind: 'history', phone: row.phone }),
  });

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
      <BlocklistList
        blocklist={blocklist}
        rows={customers}
        columns={columns}
        searchLabel={t('blocklists.fields.phone.placeholder')}
        emptyText={t('blocklists.messages.empty_customers')}
        lock={
          canWrite
            ? {
                selection,
                onLock: () => setDialog({ kind: 'bulk', rows: selection.selected }),
              }
            : undefined
        }
      />
      <CustomerDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onBulkDone={selection.clear}
      />
    </>
  );
}
