import { PlusOutlined } from '@ant-design/icons';
import { CAMPAIGN_TYPES, type CampaignType } from '@console/contract/constants';
import { CAMPAIGN_STATES, type CampaignState } from '@console/contract/machines/campaign';
import { CAMPAIGN_SORTS } from '@console/contract/routes/areas/campaigns';
import { Alert, Button, Card, Dropdown, Empty, Flex, Segmented, Spin } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { RangePicker } from '../../../components/range-picker';
import { SearchBox } from '../../../components/search-box';
import { Select } from '../../../components/select';
import { useCan } from '../../../lib/auth/use-can';
import { BANK_ID_OPTIONS, BANK_SEARCH } from '../../../lib/format/bank-search';
import { rpcPaging } from '../../../lib/list/list-params';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useCampaigns } from '../api/get-campaigns';
import { useMerchants } from '../api/get-merchants';
import { CampaignsTable } from '../components/campaigns-table';

// vis-timeline and moment come only with the timeline view (their own chunk).
const CampaignTimeline = lazy(() => import('../components/campaign-timeline'));

/** The filters beyond paging and sorting, and the view, each a URL parameter of its own. */
type Filter = 'type' | 'state' | 'from' | 'to' | 'bank' | 'merchant' | 'view';

const VIEWS = ['table', 'timeline'] as const;
type View = (typeof VIEWS)[number];
/** The timeline shows the first this many campaigns of the filters, earliest first. */
const TIMELINE_MAX = 100;

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
  const merchant = search.get('merchant') ?? undefined;
  const view: View = oneOf(VIEWS, search.get('view')) ?? 'table';
  const filters = {
    ...(params.keyword && { keyword: params.keyword }),
    ...(type && { type }),
    ...(state && { state }),
    ...(from && { from }),
    ...(to && { to }),
    ...(bank && { bank }),
    ...(merchant && { merchant }),
  };
  // The same filters drive both views; the timeline takes the first campaigns by start.
  const campaigns = useCampaigns(
    view === 'table'
      ? rpcPaging({ ...params, ...filters })
      : { ...filters, page: 1, pageSize: TIMELINE_MAX, sort: 'start_time', order: 'asc' },
  );
  const [merchantTyped, setMerchantTyped] = useState('');
  const merchants = useMerchants(merchantTyped);
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
  const filtered = Boolean(params.keyword || type || state || from || to || bank || merchant);
  const emptyText = t(filtered ? 'campaigns.messages.no_match' : 'campaigns.messages.empty');

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
          <Select
            allowClear
            aria-label={t('campaigns.fields.type.label')}
            placeholder={t('campaigns.fields.type.label')}
            style={{ minWidth: 150 }}
            value={type}
            onChange={(value?: CampaignType) => setFilters({ type: value })}
            options={CAMPAIGN_TYPES.map((value) => ({
              value,
              label: t(`campaigns.types.${value}`),
            }))}
          />
          <Select
            allowClear
            aria-label={t('campaigns.fields.state.label')}
            placeholder={t('campaigns.fields.state.label')}
            style={{ minWidth: 190 }}
            value={state}
            onChange={(value?: CampaignState) => setFilters({ state: value })}
            options={CAMPAIGN_STATES.map((value) => ({
              value,
              label: t(`campaigns.states.${value}`),
            }))}
          />
          <RangePicker
            aria-label={t('campaigns.fields.range.label')}
            value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
            onChange={(range) =>
              setFilters({
                from: range?.[0]?.startOf('day').toISOString(),
                to: range?.[1]?.endOf('day').toISOString(),
              })
            }
          />
          <Select
            allowClear
            showSearch={BANK_SEARCH}
            aria-label={t('campaigns.fields.banks.label')}
            placeholder={t('campaigns.fields.banks.label')}
            style={{ minWidth: 220 }}
            value={bank}
            onChange={(value) => setFilters({ bank: value })}
            options={BANK_ID_OPTIONS}
          />
          <Select
            allowClear
            showSearch
            aria-label={t('campaigns.fields.merchantCode.label')}
            placeholder={t('campaigns.fields.merchantCode.label')}
            style={{ minWidth: 220 }}
            value={merchant}
            loading={merchants.isFetching}
            filterOption={false}
            onSearch={setMerchantTyped}
            onChange={(value) => {
              setMerchantTyped('');
              setFilters({ merchant: value });
            }}
            notFoundContent={t('campaigns.messages.no_merchant')}
            options={[
              // The chosen merchant stays named while the typed search finds others.
              ...(merchant && !merchants.data?.list.some((m) => m.code === merchant)
                ? [{ value: merchant, label: merchant }]
                : []),
              ...(merchants.data?.list ?? []).map((m) => ({
                value: m.code,
                label: `${m.name} (${m.code})`,
              })),
            ]}
          />
          <Segmented<View>
            aria-label={t('campaigns.timeline.view')}
            value={view}
            onChange={(value) => setFilters({ view: value === 'table' ? undefined : value })}
            options={VIEWS.map((value) => ({
              value,
              label: t(`campaigns.timeline.views.${value}`),
            }))}
          />
        </Flex>
        {campaigns.isError ? (
          <LoadError onRetry={() => void campaigns.refetch()} />
        ) : view === 'timeline' ? (
          <Spin spinning={campaigns.isFetching}>
            {campaigns.isPending ? (
              <div style={{ minHeight: 220 }} />
            ) : (campaigns.data?.list.length ?? 0) === 0 ? (
              <Empty description={emptyText} />
            ) : (
              <Flex vertical gap="small">
                {(campaigns.data?.total ?? 0) > TIMELINE_MAX && (
                  <Alert
                    type="info"
                    showIcon
                    message={t('campaigns.timeline.capped', {
                      shown: TIMELINE_MAX,
                      total: campaigns.data?.total,
                    })}
                  />
                )}
                <Suspense fallback={<div style={{ minHeight: 220 }} />}>
                  <CampaignTimeline list={campaigns.data?.list ?? []} from={from} to={to} />
                </Suspense>
              </Flex>
            )}
          </Spin>
        ) : (
          <CampaignsTable
            list={campaigns.data?.list ?? []}
            total={campaigns.data?.total ?? 0}
            loading={campaigns.isFetching}
            params={params}
            onChange={setParams}
            empty={<Empty description={emptyText} />}
          />
        )}
      </Card>
    </>
  );
}
