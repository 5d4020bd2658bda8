import { PROMOTION_PACKAGES, PROMOTION_SHOWN_STATUSES } from '@console/contract/constants';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { Select } from '../../../components/select';

const FILTERS = {
  status: (text: string) => PROMOTION_SHOWN_STATUSES.find((status) => status === text),
  package: (text: string) => PROMOTION_PACKAGES.find((pkg) => pkg === text),
};

/** Status and package filters, kept in the URL beside paging and sorting. */
export const usePromotionFilter = () => useListFilters(FILTERS);

export function PromotionFilters() {
  const { t } = useTranslation();
  const [filter, update] = usePromotionFilter();
  return (
    <Flex gap="small" wrap>
      <Select
        allowClear
        aria-label={t('promotions.fields.status.label')}
        placeholder={t('promotions.fields.status.label')}
        style={{ minWidth: 140 }}
        value={filter.status}
        onChange={(status?: string) => update({ status })}
        options={PROMOTION_SHOWN_STATUSES.map((s) => ({
          value: s,
          label: t(`promotions.statuses.${s}`),
        }))}
      />
      <Select
        allowClear
        aria-label={t('promotions.fields.package.label')}
        placeholder={t('promotions.fields.package.label')}
        style={{ minWidth: 160 }}
        value={filter.package}
        onChange={(pkg?: string) => update({ package: pkg })}
        options={PROMOTION_PACKAGES.map((p) => ({
          value: p,
          label: t(`promotions.packages.${p}`),
        }))}
      />
    </Flex>
  );
}
