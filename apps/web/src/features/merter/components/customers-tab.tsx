import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contract/constants';
import type { ResponseOf } from '@console/contract/routes';
import { Flex, Input, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useCampaignCustomers, useChangeCustomer } from '../api/merter';

type Customer = ResponseOf<'merter.customers'>['list'][number];

/** A private campaign's customers by phone, each with an open/locked switch. */
export function CustomersTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const confirm = useConfirm();
  const canWrite = useCan('merter.write');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const customers = useCampaignCustomers({
    campaign_id: campaignId,
    keyword,
    page,
    page_size: pageSize,
  });
  const change = useChangeCustomer();

  const toggle = async (row: Customer, open: boolean) => {
    const ok = await confirm({
      title: t(open ? 'merter.confirm.open_customer' : 'merter.confirm.lock_customer', {
        phone: row.phone,
      }),
      okText: t(open ? 'merter.actions.open' : 'merter.actions.lock'),
      danger: !open,
    });
    if (!ok) return;
    change.mutate(
      { campaign_id: campaignId, phone: row.phone, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );
  };

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
        <Space>
          <Switch
            checked={row.status === 'open'}
            disabled={!canWrite}
            loading={change.isPending && change.variables?.phone === row.phone}
            aria-label={`${t('merter.fields.open')} ${row.phone}`}
            onChange={(open) => void toggle(row, open)}
          />
          <span>{t(`merter.statuses.${row.status}`)}</span>
        </Space>
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
          setPage(1);
        }}
      />
      <Table<Customer>
        rowKey="phone"
        size="small"
        columns={columns}
        dataSource={customers.data?.list ?? []}
        loading={customers.isFetching}
        scroll={{ x: 'max-content' }}
        aria-label={t('merter.titles.customers')}
        pagination={{
          current: page,
          pageSize,
          total: customers.data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (next, size) => {
            setPage(size === pageSize ? next : 1);
            setPageSize(size);
          },
        }}
      />
    </Flex>
  );
}
