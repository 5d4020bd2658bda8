import { MERTER_STATUSES, type MerterStatus } from '@console/contract/machines/merter';
import type { ResponseOf } from '@console/contract/routes';
import { Flex, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useLocalPaging } from '../../../lib/list/use-local-paging';
import { notifySuccess } from '../../../lib/notify';
import { useCampaignTerminals, useChangeTerminal } from '../api/merter';
import { StatusSwitch } from './status-switch';

type Terminal = ResponseOf<'merter.terminals'>['list'][number];

/** The campaign's terminals, searchable by code, each with an open/locked switch. */
export function TerminalsTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<MerterStatus | undefined>();
  const { page, pageSize, toFirstPage, pagination } = useLocalPaging();
  const input = {
    campaign_id: campaignId,
    keyword,
    page,
    page_size: pageSize,
    ...(status && { status }),
  };
  const terminals = useCampaignTerminals(input);
  const change = useChangeTerminal();

  const save = (row: Terminal, open: boolean) =>
    change.mutate(
      { campaign_id: campaignId, terminal_id: row.terminalId, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );

  const columns: ColumnsType<Terminal> = [
    { key: 'terminalCode', dataIndex: 'terminalCode', title: t('merter.fields.terminal_code') },
    { key: 'terminalName', dataIndex: 'terminalName', title: t('merter.fields.terminal_name') },
    { key: 'merchantCode', dataIndex: 'merchantCode', title: t('merter.fields.merchant_code') },
    { key: 'merchantName', dataIndex: 'merchantName', title: t('merter.fields.merchant_name') },
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
          name={row.terminalCode}
          busy={change.isPending && change.variables?.terminal_id === row.terminalId}
          question={(open) =>
            t(open ? 'merter.confirm.open_terminal' : 'merter.confirm.lock_terminal', {
              code: row.terminalCode,
            })
          }
          onChange={(open) => save(row, open)}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear
          aria-label={t('merter.fields.search')}
          placeholder={t('merter.fields.search')}
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            toFirstPage();
          }}
        />
        <Select<MerterStatus>
          allowClear
          aria-label={t('merter.fields.status_filter')}
          placeholder={t('merter.fields.status_filter')}
          style={{ minWidth: 140 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            toFirstPage();
          }}
          options={MERTER_STATUSES.map((s) => ({ value: s, label: t(`merter.statuses.${s}`) }))}
        />
      </Flex>
      {terminals.data?.total === 0 && !keyword && !status && (
        <Typography.Text type="secondary">{t('merter.hints.no_terminals')}</Typography.Text>
      )}
      {terminals.isError ? (
        <LoadError onRetry={() => void terminals.refetch()} />
      ) : (
        <Table<Terminal>
          rowKey="terminalId"
          size="small"
          columns={columns}
          dataSource={terminals.data?.list ?? []}
          loading={terminals.isFetching}
          scroll={{ x: 'max-content' }}
          aria-label={t('merter.titles.terminals')}
          pagination={pagination(terminals.data?.total ?? 0)}
        />
      )}
    </Flex>
  );
}
