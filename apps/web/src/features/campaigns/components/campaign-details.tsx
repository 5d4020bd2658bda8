import { findBankByCode, bankLabel } from '@console/contract/banks';
import { campaignCostCeiling } from '@console/contract/routes/areas/campaigns';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { Descriptions, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useCampaignBudget } from '../api/get-campaign';
import { CampaignStateTag } from './campaign-state-tag';
import { SecondaryText } from '../../../components/secondary-text';

function BudgetBar({ campaign }: { campaign: CampaignItem }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const budget = useCampaignBudget(campaign.id);
  if (!budget.data) return null;
  const { maxBudget, used, uses, totalUsageLimit } = budget.data;
  if (maxBudget === null) return <>{t('campaigns.messages.no_budget')}</>;
  const percent = maxBudget === 0 ? 0 : Math.min(100, (Number(used) / maxBudget) * 100);
  return (
    <>
      <Progress
        percent={Number(percent.toFixed(1))}
        format={(value) => numbers.percent(value ?? 0)}
        // Spent in full reads red: antd's own success green writes "100%" at 2.26:1 on white.
        status={percent >= 100 ? 'exception' : 'normal'}
        size="small"
        aria-label={t('campaigns.fields.budget.label')}
      />
      <SecondaryText>
        {t('campaigns.messages.budget_of', {
          used,
          max: maxBudget,
        })}
        {totalUsageLimit !== null &&
          ` · ${t('campaigns.fields.uses.label')}: ${t('campaigns.messages.uses_of', { uses, total: totalUsageLimit })}`}
      </SecondaryText>
    </>
  );
}

/** Everything a campaign holds, label over value on narrow screens. */
export function CampaignDetails({ campaign }: { campaign: CampaignItem }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const numbers = useNumbers();
  const label = (key: string) => t(`campaigns.fields.${key}.label`);
  const figure = (n: number | null | undefined) =>
    n === null || n === undefined ? '—' : numbers.count(n);
  const base = campaign.defaultCondition;
  const bank = campaign.banks[0] ? findBankByCode(campaign.banks[0]) : undefined;
  const items = [
    { key: 'state', label: label('state'), children: <CampaignStateTag state={campaign.state} /> },
    { key: 'type', label: label('type'), children: t(`campaigns.types.${campaign.type}`) },
    { key: 'code', label: label('code'), children: campaign.code },
    // Redemption applies a campaign with a voucher code only to a request naming it.
    {
      key: 'voucherCode',
      label: label('voucherCode'),
      children: campaign.voucherCode || t('campaigns.messages.no_voucher'),
    },
    {
      key: 'time',
      label: label('time'),
      children: `${formatTime(campaign.startTime)} → ${formatTime(campaign.endTime)}`,
    },
    ...(campaign.type === 'bank'
      ? [
          {
            key: 'bank',
            label: label('banks'),
            children: bank ? bankLabel(bank) : campaign.banks[0],
          },
        ]
      : []),
    ...(campaign.type === 'merchant'
      ? [
          {
            key: 'merchant',
            label: label('merchantCode'),
            children: campaign.merchantName
              ? `${campaign.merchantName} (${campaign.merchantCode})`
              : campaign.merchantCode,
          },
        ]
      : []),
    { key: 'budget', label: label('budget'), children: <BudgetBar campaign={campaign} />, span: 2 },
    {
      key: 'discount',
      label: label('discountRate'),
      children: base
        ? `${base.discountRate}% · ${label('maxDiscountAmount')}: ${figure(base.maxDiscountAmount)} · ${label('minTransactionAmount')}: ${figure(base.minTransactionAmount)}`
        : '—',
      span: 2,
    },
    ...campaign.specialConditions.map((s, i) => ({
      key: `special-${i}`,
      label: `${label('specialTime')} ${i + 1}`,
      children: `${formatTime(s.startTime)} → ${formatTime(s.endTime)}: ${s.discountRate}% · ${figure(s.maxDiscountAmount)}`,
      span: 2,
    })),
    {
      key: 'qr',
      label: label('qrTypes'),
      children: campaign.qrTypes.length
        ? campaign.qrTypes.map((q) => <Tag key={q}>{t(`campaigns.qr_types.${q}`)}</Tag>)
        : '—',
    },
    {
      key: 'usage',
      label: label('usesPerCycle'),
      children:
        campaign.usesPerCycle === null
          ? '—'
          : `${numbers.count(campaign.usesPerCycle)} / ${t(`campaigns.cycles.${campaign.usageCycle}`)}`,
    },
    {
      key: 'perCampaign',
      label: label('usesPerCampaign'),
      children: figure(campaign.usesPerCampaign),
    },
    { key: 'total', label: label('totalUsageLimit'), children: figure(campaign.totalUsageLimit) },
    { key: 'maxBudget', label: label('maxBudget'), children: figure(campaign.maxBudget) },
    ...(base && campaign.totalUsageLimit !== null
      ? [
          {
            key: 'cost',
            label: label('cost'),
            children: t('campaigns.messages.cost_ceiling', {
              amount: campaignCostCeiling({
                maxBudget: campaign.maxBudget ?? undefined,
                totalUsageLimit: campaign.totalUsageLimit,
                defaultCondition: base,
                specialConditions: campaign.specialConditions,
              }).toString(),
            }),
          },
        ]
      : []),
    { key: 'fee', label: label('merTerSharedFee'), children: figure(campaign.merTerSharedFee) },
    {
      key: 'funding',
      label: label('maxFundingPerTransaction'),
      children: figure(campaign.maxFundingPerTransaction),
    },
    {
      key: 'sponsor',
      label: label('sponsorshipRate'),
      children: numbers.percent(campaign.sponsorshipRate),
    },
    {
      key: 'period',
      label: label('periodType'),
      children: t(`campaigns.period_types.${campaign.periodType}`),
    },
    { key: 'createdBy', label: label('createdBy'), children: campaign.createdBy },
    { key: 'submittedBy', label: label('submittedBy'), children: campaign.submittedBy || '—' },
    { key: 'updatedAt', label: label('updatedAt'), children: formatTime(campaign.updatedAt) },
    ...(campaign.description
      ? [
          {
            key: 'description',
            label: label('description'),
            children: campaign.description,
            span: 2,
          },
        ]
      : []),
  ];
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      layout="horizontal"
      items={items}
    />
  );
}
