import {
  PROMOTION_TYPE_FIELDS,
  shownStatus,
  type Promotion,
} from '@console/contract/schemas/promotions';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime, useFormatDay } from '../../../lib/format/use-date-time';

export function PromotionDetails({ promotion: p }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const formatTime = useDateTime();
  const formatDay = useFormatDay();
  const label = (name: string) => t(`promotions.fields.${name}.label`);
  const shown = {
    min: p.min,
    percent: numbers.percent(p.percent),
    money: numbers.amount(p.money, p.unit),
    month: p.month,
  };
  // Only what the code's type uses: a percent code has no money to show.
  const typeFields = PROMOTION_TYPE_FIELDS[p.type].map((field) => [field, shown[field]] as const);
  const items = [
    ['code', p.code],
    ['expire', formatDay(p.expire)],
    ['package', t(`promotions.packages.${p.package}`)],
    ['type', t(`promotions.types.${p.type}`)],
    ...typeFields,
    [
      'reward',
      p.reward_type === 'percent' ? numbers.percent(p.reward) : numbers.amount(p.reward, p.unit),
    ],
    ['reward_type', t(`promotions.reward_types.${p.reward_type}`)],
    ['status', t(`promotions.statuses.${shownStatus(p)}`)],
    ['email', p.email],
    ['note', p.note],
    ['updated_at', formatTime(p.updated_at)],
  ];
  return (
    <DetailList
      wideColumns={2}
      items={items.map(([key, value]) => ({ key, label: label(key), children: value }))}
    />
  );
}
