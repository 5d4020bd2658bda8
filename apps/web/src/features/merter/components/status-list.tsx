import { MERTER_STATUSES, type MerterStatus } from '@console/contract/machines/merter';
import type { UseQueryResult } from '@tanstack/react-query';
import { Flex, Input, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { Select } from '../../../components/select';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useLocalPaging } from '../../../lib/list/use-local-paging';
import { useClearable } from '../../../components/clearable';

/** What a campaign's terminal or customer list is asked for. */
export interface StatusListFilters {
  campaignId: number;
  keyword: string;
  page: number;
  pageSize: number;
  status?: MerterStatus;
}

interface StatusListProps<Row> {
  campaignId: number;
  /** The table's name, as its tab says it. */
  title: string;
  searchLabel: string;
  rowKey: keyof Row & string;
  /** The row's own columns; the time of its last change and its switch follow them. */
  columns: ListColumns<Row>;
  /** Reads a page of the list for the filters chosen. */
  useRows: (filters: StatusListFilters) => UseQueryResult<{ list: Row[]; total: number }>;
  /** The row's open/locked switch. */
  switchOf: (row: Row) => ReactNode;
  /** Said above the list while it is empty and nothing is filtered. */
  emptyHint?: string;
}

/**
 * A campaign's terminals or customers: searched, filtered by open or locked, paged in the tab,
 * each row with the time of its last change and its open/locked switch.
 */
export function StatusList<Row extends { updatedAt: string }>({
  campaignId,
  title,
  searchLabel,
  rowKey,
  columns,
  useRows,
  switchOf,
  emptyHint,
}: StatusListProps<Row>) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const formatTime = useDateTime();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<MerterStatus | undefined>();
  const { paging, toFirstPage } = useLocalPaging();
  const rows = useRows({
    campaignId,
    keyword,
    page: paging.page,
    pageSize: paging.page_size,
    ...(status && { status }),
  });

  const allColumns: ListColumns<Row> = [
    ...columns,
    {
      key: 'updatedAt',
      dataIndex: 'updatedAt',
      title: t('merter.fields.updated_at'),
      render: (value: string) => formatTime(value),
    },
    { key: 'status', title: t('merter.fields.status'), render: (_, row) => switchOf(row) },
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Input.Search
          allowClear={clearable}
          aria-label={searchLabel}
          placeholder={searchLabel}
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            toFirstPage();
          }}
        />
        <Select
          allowClear
          aria-label={t('merter.fields.status_filter')}
          placeholder={t('merter.fields.status_filter')}
          style={{ minWidth: 140 }}
          value={status}
          onChange={(value: MerterStatus | undefined) => {
            setStatus(value);
            toFirstPage();
          }}
          options={MERTER_STATUSES.map((s) => ({ value: s, label: t(`merter.statuses.${s}`) }))}
        />
      </Flex>
      {emptyHint && rows.data?.total === 0 && !keyword && !status && (
        <Typography.Text type="secondary">{emptyHint}</Typography.Text>
      )}
      <ListTable<Row>
        rowKey={rowKey}
        size="small"
        label={title}
        columns={allColumns}
        list={rows.data?.list ?? []}
        total={rows.data?.total ?? 0}
        loading={rows.isFetching}
        failed={rows.isError}
        onRetry={() => void rows.refetch()}
        scrollX="max-content"
        paging={paging}
      />
    </Flex>
  );
}
