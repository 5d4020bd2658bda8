import type { SaleSummary, SaleTotal } from '@console/contract/schemas/sales';
import { Card, DatePicker, Flex, Input, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { formatAmount } from '../../../lib/format/money';
import { useSales } from '../api/get-sales';

/** /sale: sales per code, commissions and totals per currency; staff pick a salesman. */
export function SaleListPage() {
  const { t } = useTranslation();
  const staff = useCan('sales.list');
  const [search, setSearch] = useSearchParams();
  const set = (patch: Record<string, string | undefined>) =>
    setSearch((prev) => {
      for (const [k, v] of Object.entries(patch))
        if (v) prev.set(k, v);
        else prev.delete(k);
      prev.delete('page');
      return prev;
    });
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  const salesman = search.get('salesman') ?? undefined;
  const page = Number(search.get('page')) || 1;
  const sales = useSales(
    { page, page_size: 10, from, to, ...(staff && salesman && { salesman }) },
    !staff,
  );
  const amount = (v: number, row: { currency: string }) => formatAmount(v, row.currency);
  const money = (v: number, row: { currency: string }) => (
    <span style={{ whiteSpace: 'nowrap' }}>{amount(v, row)}</span>
  );
  const f = (key: string) => t(`sales.fields.${key}.label`);
  return (
    <>
      <PageTitle title={t('sales.titles.list')} />
      <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
        {(sales.data?.totals ?? []).map((total: SaleTotal) => (
          <Card key={total.currency} size="small" data-testid={`total-${total.currency}`}>
            <Flex gap="large">
              <Statistic title={f('count')} value={total.count} />
              <Statistic title={f('sum')} value={amount(total.sum, total)} />
              <Statistic title={f('commission')} value={amount(total.commission, total)} />
            </Flex>
          </Card>
        ))}
      </Flex>
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <DatePicker.RangePicker
            value={from && to ? [dayjs(from), dayjs(to)] : null}
            onChange={(range) =>
              set({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
            }
          />
          {staff && (
            <Input.Search
              allowClear
              aria-label={f('salesman_name')}
              placeholder={f('salesman_name')}
              defaultValue={salesman}
              onSearch={(value) => set({ salesman: value.trim() || undefined })}
              style={{ maxWidth: 240 }}
            />
          )}
        </Flex>
        {sales.isError ? (
          <LoadError onRetry={() => void sales.refetch()} />
        ) : (
          <Table<SaleSummary>
            rowKey={(row) => `${row.promotion_id}-${row.salesman_name ?? ''}-${row.currency}`}
            loading={sales.isFetching}
            dataSource={sales.data?.list ?? []}
            scroll={{ x: 700 }}
            pagination={{
              current: page,
              pageSize: 10,
              total: sales.data?.total ?? 0,
              onChange: (p) => setSearch((prev) => (prev.set('page', String(p)), prev)),
            }}
            columns={[
              { key: 'code', dataIndex: 'code', title: f('code') },
              ...(staff
                ? [{ key: 'salesman_name', dataIndex: 'salesman_name', title: f('salesman_name') }]
                : []),
              { key: 'count', dataIndex: 'count', title: f('count') },
              { key: 'sum', dataIndex: 'sum', title: f('sum'), render: money },
              {
                key: 'reward',
                title: f('reward'),
                render: (_, r) =>
                  r.reward_type === 'percent' ? `${r.reward}%` : money(r.reward, r),
              },
              { key: 'commission', dataIndex: 'commission', title: f('commission'), render: money },
            ]}
          />
        )}
      </Card>
    </>
  );
}
