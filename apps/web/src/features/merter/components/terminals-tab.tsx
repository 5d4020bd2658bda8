import { MERTER_STATUSES, type MerterStatus } from '@console/contract/machines/merter';
import type { ResponseOf } from '@console/contract/routes';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contract/constants';
import { Flex, Input, Space, Select, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useCampaignTerminals, useChangeTerminal } from '../api/merter';

type Terminal = ResponseOf<'merter.terminals'>['list'][number];

/** The campaign's terminals, searchable by code, each with an open/locked switch. */
export function TerminalsTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const confirm = useConfirm();
  const canWrite = useCan('merter.write');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<MerterStatus | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const input = {
    campaign_id: campaignId,
    keyword,
    page,
    page_size: pageSize,
    ...(status && { status }),
  };
  const terminals = useCampaignTerminals(input);
  const change = useChangeTerminal();

  const toggle = async (row: Terminal, open: boolean) => {
    const ok = await confirm({
      title: t(open ? 'merter.confirm.open_terminal' : 'merter.confirm.lock_terminal', {
        code: row.terminalCode,
      }),
      okText: t(open ? 'merter.actions.open' : 'merter.actions.lock'),
      danger: !open,
    });
    if (!ok) return;
    change.mutate(
      { campaign_id: campaignId, terminal_id: row.terminalId, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );
  };

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
        <Space>
          <Switch
            checked={row.status === 'open'}
            disabled={!canWrite}
            loading={change.isPending && change.variables?.terminal_id === row.terminalId}
            aria-label={`${t('merter.fields.open')} ${row.terminalCode}`}
            onChange={(open) => void toggle(row, open)}
          />
          <span>{t(`merter.statuses.${row.status}`)}</span>
        </Space>
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
            setPage(1);
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
            setPage(1);
          }}
          options={MERTER_STATUSES.map((s) => ({ value: s, label: t(`merter.statuses.${s}`) }))}
        />
      </Flex>
      {terminals.data?.total === 0 && !keyword && !status && (
        <Typography.Text type="secondary">{t('merter.hints.no_terminals')}</Typography.Text>
      )}
      <Table<Terminal>
        rowKey="terminalId"
        size="small"
        columns={columns}
        dataSource={terminals.data?.list ?? []}
        loading={terminals.isFetching}
        scroll={{ x: 'max-content' }}
        aria-label={t('merter.titles.terminals')}
        pagination={{
          current: page,
          pageSize,
          total: terminals.data?.total ?? 0,
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
