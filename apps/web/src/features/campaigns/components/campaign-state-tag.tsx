import type { CampaignState } from '@console/contract/machines/campaign';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each state in its own colour, the same in the table, the detail and the timeline. */
export const STATE_COLORS: Record<CampaignState, string> = {
  draft: 'default',
  pending: 'gold',
  rejected: 'red',
  waiting: 'cyan',
  running: 'green',
  locked: 'purple',
  out_of_date: 'default',
};

export function CampaignStateTag({ state }: { state: CampaignState }) {
  const { t } = useTranslation();
  return <Tag color={STATE_COLORS[state]}>{t(`campaigns.states.${state}`)}</Tag>;
}
