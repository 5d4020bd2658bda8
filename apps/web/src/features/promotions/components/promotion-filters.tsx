import { PROMOTION_PACKAGES, PROMOTION_STATUSES } from '@console/contract/constants';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type PromotionFilter = { status?: string; package?: string };

/** Status and package filters, kept in the URL beside paging and sorting. */
export function usePromotionFilter(): [PromotionFilter, (patch: PromotionFilter) => void] {
  const [search, setSearch] = useSearchParams();
  const filter = {
    status: PROMOTION_STATUSES.find((s) => s === search.get('status')),
    package: PROMOTION_PACKAGES.find((p) => p === search.get('package')),
  };
  const update = (patch: PromotionFilter) =>
    setSearch((previous) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) previous.set(key, value);
        else previous.delete(key);
      }
      previous.delete('page');
      return previous;
    });
  return [filter, update];
}

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
        options={PROMOTION_STATUSES.map((s) => ({
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
