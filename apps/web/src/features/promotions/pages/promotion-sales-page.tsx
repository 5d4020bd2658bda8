import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Sale } from '@console/contract/schemas/sales';
import { Button, Card, Result, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/auth/use-can';
import { formatAmount } from '../../../lib/format/money';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useCodeSales } from '../api/get-code-sales';

/** The per-row sales view of a code: every sale for staff, his own for a salesman. */
export function PromotionSalesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useDateTime();
  const { code = '' } = useParams();
  const mine = !useCan('promotions.get');
  const [page, setPage] = useState(1);
  const sales = useCodeSales({ code, page, page_size: 10 }, mine);
  const money = (v: number, row: Sale) => (
    <span style={{ whiteSpace: 'nowrap' }}>{formatAmount(v, row.currency)}</span>
  );
  const missing = isApiError(sales.error) && sales.error.status === 404;
  const f = (key: string) => t(`sales.fields.${key}.label`);
  return (
    <>
      <PageTitle
        title={t('promotions.titles.sales', { code })}
        extra={
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate(mine ? '/promotion-mine' : '/promotion')}
          >
            {t('buttons.back')}
          </Button>
        }
      />
      <Card>
        {missing ? (
          <Result status="404" title={t('errors.promotions.not_found')} />
        ) : sales.isError ? (
          <LoadError onRetry={() => void sales.refetch()} />
        ) : (
          <Table<Sale>
            rowKey="id"
            loading={sales.isFetching}
            dataSource={sales.data?.list ?? []}
            scroll={{ x: 900 }}
            pagination={{
              current: page,
              pageSize: 10,
              total: sales.data?.total ?? 0,
              onChange: setPage,
            }}
            columns={[
              {
                key: 'at',
                dataIndex: 'at',
                title: f('at'),
                render: (v: string) => (
                  <span style={{ whiteSpace: 'nowrap' }}>{formatTime(v)}</span>
                ),
              },
              { key: 'user_name', dataIndex: 'user_name', title: f('user_name') },
              { key: 'months', dataIndex: 'months', title: f('months') },
              { key: 'bonus_months', dataIndex: 'bonus_months', title: f('bonus_months') },
              { key: 'list_price', dataIndex: 'list_price', title: f('list_price'), render: money },
              { key: 'discount', dataIndex: 'discount', title: f('discount'), render: money },
              {
                key: 'amount_paid',
                dataIndex: 'amount_paid',
                title: f('amount_paid'),
                render: money,
              },
              { key: 'salesman_name', dataIndex: 'salesman_name', title: f('salesman_name') },
            ]}
          />
        )}
      </Card>
    </>
  );
}
