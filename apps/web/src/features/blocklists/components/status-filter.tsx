import { BLOCK_STATUSES, type BlockStatus } from '@console/contract/routes/areas/blocklists';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/select';

/** The status filter's URL value, when it is one of the statuses. */
export const statusOf = (text: string): BlockStatus | undefined =>
  BLOCK_STATUSES.find((status) => status === text);

interface StatusFilterProps {
  value: BlockStatus | undefined;
  onChange: (status: BlockStatus | undefined) => void;
}

export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      aria-label={t('blocklists.fields.status.label')}
      placeholder={t('blocklists.actions.all')}
      style={{ minWidth: 160 }}
      value={value}
      onChange={(status: BlockStatus | undefined) => onChange(status)}
      options={BLOCK_STATUSES.map((status) => ({
        value: status,
        label: t(`blocklists.statuses.${status}`),
      }))}
    />
  );
}
