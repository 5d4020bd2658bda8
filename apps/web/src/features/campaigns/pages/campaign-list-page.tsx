import { PlusOutlined } from '@ant-design/icons';
import { BANKS, bankLabel } from '@console/contract/banks';
import { CAMPAIGN_TYPES, type CampaignType } from '@console/contract/constants';
import { CAMPAIGN_STATES, type CampaignState } from '@console/contract/machines/campaign';
import { CAMPAIGN_SORTS } from '@console/contract/schemas/campaigns';
import { Button, Card, DatePicker, Dropdown, Empty, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useCan } from '../../../lib/auth/use-can';
import { matchesSearch } from '../../../lib/format/fold';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignsTable } from '../components/campaigns-table';

/** The filters beyond paging and sorting, each a URL parameter of its own. */
type Filter = 'type' | 'state' | 'from' | 'to' | 'bank';

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | undefined =>
  options.find((o) => o === value);

export function CampaignListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useListParams(CAMPAIGN_SORTS, 'start_time');
  const [search, setSearch] = useSearchParams();
  const type = oneOf(CAMPAIGN_TYPES, search.get('type'));
  const state = oneOf(CAMPAIGN_STATES, search.get('state'));
  const from = search.get('from') ?? undefined;
  const to = search.get('to') ?? undefined;
  const bank = search.get('bank') ?? undefined;
  const campaigns = useCampaigns({
    ...params,
    ...(type && { type }),
    ...(state && { state }),
    ...(from && { from }),
    ...(to && { to }),
    ...(bank && { bank }),
  });
  const canCreate = useCan('campaigns.create');

  const setFilters = (patch: Partial<Record<Filter, string | undefined>>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const filtered = Boolean(params.keyword || type || state || from || to || bank);

  const createMenu = {
    items: CAMPAIGN_TYPES.map((key) => ({
      key,
      label: t('campaigns.actions.new_of_type', { type: t(`campaigns.types.${key}`) }),
    })),
    onClick: ({ key }: { key: string }) => void navigate(linkTo('campaigns.create', { type: key })),
  };

  return (
    <>
      <PageTitle
        title={t('campaigns.titles.list')}
        extra={
          canCreate && (
            <Dropdown menu={createMenu} trigger={['click']}>
              <Button type="primary" icon={<PlusOutlined />}>
                {t('buttons.create')}
              </Button>
            </Dropdown>
          )
        }
      />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={(keyword) => setParams({ keyword, page: 1 }, { replace: true })}
            label={t('campaigns.fields.keyword.label')}
          />
          <Select<CampaignType>
            allowClear
            aria-label={t('campaigns.fields.type.label')}
            placeholder={t('campaigns.fields.type.label')}
            style={{ minWidth: 150 }}
            value={type}
            onChange={(value) => setFilters({ type: value })}
            options={CAMPAIGN_TYPES.map((value) => ({
              value,
              label: t(`campaigns.types.${value}`),
            }))}
          />
          <Select<CampaignState>
            allowClear
            aria-label={t('campaigns.fields.state.label')}
            placeholder={t('campaigns.fields.state.label')}
            style={{ minWidth: 190 }}
            value={state}
            onChange={(value) => setFilters({ state: value })}
            options={CAMPAIGN_STATES.map((value) => ({
              value,
              label: t(`campaigns.states.${value}`),
            }))}
          />
          <DatePicker.RangePicker
            aria-label={t('campaigns.fields.range.label')}
            value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
            onChange={(range) =>
              setFilters({
                from: range?.[0]?.startOf('day').toISOString(),
                to: range?.[1]?.endOf('day').toISOString(),
              })
            }
          />
          <Select<string>
            allowClear
            showSearch
            aria-label={t('campaigns.fields.banks.label')}
            placeholder={t('campaigns.fields.banks.label')}
            style={{ minWidth: 220 }}
            value={bank}
            onChange={(value) => setFilters({ bank: value })}
            filterOption={(typed, option) => matchesSearch(String(option?.label ?? ''), typed)}
            options={BANKS.map((b) => ({ value: b.bankId, label: bankLabel(b) }))}
          />
        </Flex>
        {campaigns.isError ? (
          <LoadError onRetry={() => void campaigns.refetch()} />
        ) : (
          <CampaignsTable
            list={campaigns.data?.list ?? []}
            total={campaigns.data?.total ?? 0}
            loading={campaigns.isFetching}
            params={params}
            onChange={setParams}
            empty={
              <Empty
                description={t(
                  filtered ? 'campaigns.messages.no_match' : 'campaigns.messages.empty',
                )}
              />
            }
          />
        )}
      </Card>
    </>
  );
}
