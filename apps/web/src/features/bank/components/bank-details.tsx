import type { BankInfo } from '@console/contract/schemas/bank';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { useDateTime } from '../../../lib/format/use-date-time';

export function BankDetails({ bank }: { bank: BankInfo }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const items = [
    { key: 'bank_name', children: `${bank.bank_name} (${bank.shortName})` },
    { key: 'bank_number', children: bank.bank_number },
    { key: 'bank_holder', children: bank.bank_holder },
    { key: 'user_name', children: bank.user_name },
    { key: 'created_at', children: formatTime(bank.created_at) },
    { key: 'updated_at', children: formatTime(bank.updated_at) },
  ].map((item) => ({ ...item, label: t(`bank.fields.${item.key}.label`) }));
  return <DetailList items={items} />;
}
