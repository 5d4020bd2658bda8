import type { RedemptionItem } from '@console/contract/schemas/redemption';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { useCan } from '../../../lib/auth/use-can';
import { useNumbers } from '../../../lib/format/use-numbers';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useCampaignRedemptions } from '../api/redemption-api';

const STATE_COLORS: Record<RedemptionItem['state'], string | undefined> = {
  applied: 'green',
  rejected: undefined,
  partially_reversed: 'gold',
  reversed: 'blue',
};

/** A campaign's last redemptions, for the campaign's page (employees with redemption.read). */
export function CampaignRedemptions({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const formatTime = useDateTime();
  const allowed = useCan('redemption.read');
  const redemptions = useCampaignRedemptions(campaignId, allowed);
  if (!allowed) return null;
  return (
    <Card title={t('redemption.titles.redemptions')}>
      <ListTable<RedemptionItem>
        size="small"
        loading={redemptions.isLoading}
        failed={redemptions.isError}
        onRetry={() => void redemptions.refetch()}
        list={redemptions.data?.list ?? []}
        paging={false}
        scrollX="max-content"
        empty={t('redemption.messages.no_redemptions')}
        columns={[
          { key: 'at', title: t('redemption.fields.at'), render: (_, r) => formatTime(r.at) },
          { key: 'tx', title: t('redemption.fields.transactionId'), dataIndex: 'transactionId' },
          { key: 'client', title: t('redemption.fields.client'), dataIndex: 'clientName' },
          { key: 'customer', title: t('redemption.fields.customer'), dataIndex: 'customerPhone' },
          {
            key: 'amount',
            title: t('redemption.fields.amount'),
            align: 'right',
            render: (_, r) => numbers.count(r.amount),
          },
          {
            key: 'discount',
            title: t('redemption.fields.discount'),
            align: 'right',
            render: (_, r) => numbers.count(r.discount),
          },
          {
            key: 'refunded',
            title: t('redemption.fields.refunded'),
            align: 'right',
            render: (_, r) => numbers.count(r.refundedAmount),
          },
          {
            key: 'state',
            title: t('redemption.fields.state'),
            render: (_, r) => (
              <Tag
                color={STATE_COLORS[r.state]}
                title={r.reason ? t(`redemption.reasons.${r.reason}`) : undefined}
              >
                {t(`redemption.states.${r.state}`)}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
