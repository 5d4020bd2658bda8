import type { z } from 'zod';
import type { quote } from '@console/contract/schemas/users';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../lib/format/use-numbers';

export function QuoteSummary({ value }: { value: z.infer<typeof quote> }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const cur = (v: number) => numbers.amount(v, value.currency);
  return (
    <>
      {value.reason && (
        <Alert
          type="warning"
          showIcon
          message={t(`errors.${value.reason}`)}
          style={{ marginBottom: 8 }}
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        data-testid="quote"
        items={[
          { key: 'list_price', label: t('quote.list_price'), children: cur(value.list_price) },
          { key: 'discount', label: t('quote.discount'), children: cur(value.discount) },
          { key: 'bonus_months', label: t('quote.bonus_months'), children: value.bonus_months },
          { key: 'amount_due', label: t('quote.amount_due'), children: cur(value.amount_due) },
        ]}
      />
    </>
  );
}
