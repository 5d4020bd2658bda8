import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import { useCan } from '../../../lib/auth/use-can';
import { FilesTab } from './files-tab';

// The first tab shows the files; the other two load when first chosen.
const TerminalsTab = lazyPart(() => import('./terminals-tab').then((m) => m.TerminalsTab));
const CustomersTab = lazyPart(() => import('./customers-tab').then((m) => m.CustomersTab));

/**
 * The campaign page's mer-ter part: its files (upload, progress, result, apply), the terminals
 * they applied with open/locked switches, and a private campaign's customers.
 */
export function MerterPanel({
  campaign,
}: {
  campaign: Pick<CampaignItem, 'id' | 'type' | 'state'>;
}) {
  const { t } = useTranslation();
  const canRead = useCan('merter.read');
  if (!canRead) return null;
  const items = [
    { key: 'files', label: t('merter.titles.upload'), children: <FilesTab campaign={campaign} /> },
    {
      key: 'terminals',
      label: t('merter.titles.terminals'),
      children: <TerminalsTab campaignId={campaign.id} />,
    },
    ...(campaign.type === 'private'
      ? [
          {
            key: 'customers',
            label: t('merter.titles.customers'),
            children: <CustomersTab campaignId={campaign.id} />,
          },
        ]
      : []),
  ];
  return (
    <Card title={t('merter.tab')} data-testid="merter-panel">
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
