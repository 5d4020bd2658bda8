import { shownStatus, type Promotion } from '@console/contract/schemas/promotions';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { formatAmount } from '../../../lib/format/money';
import { useDateTime } from '../../../lib/format/use-date-time';

export function PromotionDetails({ promotion: p }: { promotion: Promotion }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const label = (name: string) => t(`promotions.fields.${name}.label`);
  const items = [
    ['code', p.code],
    ['expire', p.expire],
    ['package', t(`promotions.packages.${p.package}`)],
    ['type', t(`promotions.types.${p.type}`)],
    ['min', p.min],
    ['percent', `${p.percent}%`],
    ['money', formatAmount(p.money, p.unit)],
    ['month', p.month],
    ['reward', p.reward_type === 'percent' ? `${p.reward}%` : formatAmount(p.reward, p.unit)],
    ['reward_type', t(`promotions.reward_types.${p.reward_type}`)],
    ['status', t(`promotions.statuses.${shownStatus(p)}`)],
    ['email', p.email],
    ['note', p.note],
    ['updated_at', formatTime(p.updated_at)],
  ] as const;
  return (
    <DetailList
      wideColumns={2}
      items={items.map(([key, value]) => ({ key, label: label(key), children: value }))}
    />
  );
}
