import type { SaleTotal } from '@console/contract/schemas/sales';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format/money';

/** The period's count, sum and commission, one card per currency. */
export function SaleTotals({ totals }: { totals: SaleTotal[] }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`sales.fields.${key}.label`);
  return (
    <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
      {totals.map((total) => (
        <Card key={total.currency} size="small" data-testid={`total-${total.currency}`}>
          <Flex gap="large">
            <Statistic title={f('count')} value={total.count} />
            <Statistic title={f('sum')} value={formatAmount(total.sum, total.currency)} />
            <Statistic
              title={f('commission')}
              value={formatAmount(total.commission, total.currency)}
            />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
