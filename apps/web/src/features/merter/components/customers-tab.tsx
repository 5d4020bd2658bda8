import type { ResponseOf } from '@console/contract/routes';
import { Flex, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useLocalPaging } from '../../../lib/list/use-local-paging';
import { notifySuccess } from '../../../lib/notify';
import { useCampaignCustomers, useChangeCustomer } from '../api/merter';
import { StatusSwitch } from './status-switch';

type Customer = ResponseOf<'merter.customers'>['list'][number];

/** A private campaign's customers by phone, each with an open/locked switch. */
export function CustomersTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const [keyword, setKeyword] = useState('');
  const { page, pageSize, toFirstPage, pagination } = useLocalPaging();
  const customers = useCampaignCustomers({
    campaign_id: campaignId,
    keyword,
    page,
    page_size: pageSize,
  });
  const change = useChangeCustomer();

  const save = (row: Customer, open: boolean) =>
    change.mutate(
      { campaign_id: campaignId, phone: row.phone, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );

  const columns: ColumnsType<Customer> = [
    { key: 'phone', dataIndex: 'phone', title: t('merter.fields.phone') },
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('merter.fields.updated_at'),
      render: (value: string) => formatTime(value),
    },
    {
      key: 'status',
      title: t('merter.fields.status'),
      render: (_, row) => (
        <StatusSwitch
          status={row.status}
          name={row.phone}
          busy={change.isPending && change.variables?.phone === row.phone}
          question={(open) =>
            t(open ? 'merter.confirm.open_customer' : 'merter.confirm.lock_customer', {
              phone: row.phone,
            })
          }
          onChange={(open) => save(row, open)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Input.Search
        allowClear
        aria-label={t('merter.fields.search_phone')}
        placeholder={t('merter.fields.search_phone')}
        style={{ maxWidth: 280 }}
        onSearch={(value) => {
          setKeyword(value.trim());
          toFirstPage();
        }}
      />
      {customers.isError ? (
        <LoadError onRetry={() => void customers.refetch()} />
      ) : (
        <Table<Customer>
          rowKey="phone"
          size="small"
          columns={columns}
          dataSource={customers.data?.list ?? []}
          loading={customers.isFetching}
          scroll={{ x: 'max-content' }}
          aria-label={t('merter.titles.customers')}
          pagination={pagination(customers.data?.total ?? 0)}
        />
      )}
    </Flex>
  );
}
