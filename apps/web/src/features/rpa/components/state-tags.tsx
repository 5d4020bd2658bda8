import type { RpaJobState, RpaRunState, RpaTargetState } from '@console/contract/schemas/rpa';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// antd's preset colours: its status colours (success, warning) fail axe's contrast check.
const JOB_COLORS: Record<RpaJobState, string> = {
  active: 'green',
  paused: 'gold',
  done: 'default',
  deleted: 'red',
};

const RUN_COLORS: Record<RpaRunState, string> = { running: 'blue', done: 'default' };

export const TARGET_COLORS: Record<RpaTargetState, string> = {
  queued: 'default',
  delivered: 'blue',
  succeeded: 'green',
  failed: 'red',
  expired: 'orange',
  offline: 'default',
};

export function JobStateTag({ state }: { state: RpaJobState }) {
  const { t } = useTranslation();
  return (
    <Tag color={JOB_COLORS[state]} data-state={state}>
      {t(`rpa.states.${state}`)}
    </Tag>
  );
}

export function RunStateTag({ state }: { state: RpaRunState }) {
  const { t } = useTranslation();
  return (
    <Tag color={RUN_COLORS[state]} data-state={state}>
      {t(`rpa.run_states.${state}`)}
    </Tag>
  );
}

export function TargetStateTag({ state }: { state: RpaTargetState }) {
  const { t } = useTranslation();
  return (
    <Tag color={TARGET_COLORS[state]} data-state={state}>
      {t(`rpa.target_states.${state}`)}
    </Tag>
  );
}
