import { RPA_TARGET_STATES } from '@console/contract/routes/areas/rpa';
import type { RpaTargetCounts } from '@console/contract/schemas/rpa';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TARGET_COLORS } from './state-tags';

/** The states a run's agents are in, "Succeeded 2", "Failed 1"; states with none left out. */
export function TargetCounts({ counts }: { counts: RpaTargetCounts }) {
  const { t } = useTranslation();
  const shown = RPA_TARGET_STATES.filter((state) => counts[state] > 0);
  if (shown.length === 0) return <span>{t('rpa.messages.no_targets')}</span>;
  return (
    <Flex gap={4} wrap>
      {shown.map((state) => (
        <Tag key={state} color={TARGET_COLORS[state]} data-count={state}>
          {t(`rpa.target_states.${state}`)} {counts[state]}
        </Tag>
      ))}
    </Flex>
  );
}
