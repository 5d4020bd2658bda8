import type { SaleTotal } from '@console/contract/schemas/sales';
import { Card, Flex, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../lib/format/use-numbers';

/** The period's count, sum and commission, one card per currency. */
export function SaleTotals({ totals }: { totals: SaleTotal[] }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const f = (key: string) => t(`sales.fields.${key}.label`);
  return (
    <Flex gap="middle" wrap style={{ marginBottom: 16 }}>
      {totals.map((total) => (
        <Card key={total.currency} size="small" data-testid={`total-${total.currency}`}>
          <Flex gap="large">
            <Statistic title={f('count')} value={numbers.count(total.count)} />
            <Statistic title={f('sum')} value={numbers.amount(total.sum, total.currency)} />
            <Statistic
              title={f('commission')}
              value={numbers.amount(total.commission, total.currency)}
            />
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
