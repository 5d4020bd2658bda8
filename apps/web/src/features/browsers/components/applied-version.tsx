import type { BrowserRuleVersion } from '@console/contract/schemas/browsers';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';

interface AppliedVersionProps {
  applied: BrowserRuleVersion | null;
  pendingChanges: boolean;
}

/** Which rule version the agents run, and whether the list has moved on since. */
export function AppliedVersion({ applied, pendingChanges }: AppliedVersionProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const title = applied
    ? t('browsers.messages.version_in_force', {
        version: applied.version,
        time: formatTime(applied.applied_at),
        user: applied.applied_by,
        rules: applied.rule_count,
      })
    : t('browsers.messages.never_applied');
  return (
    <Alert
      showIcon
      type={pendingChanges ? 'warning' : 'info'}
      title={title}
      description={pendingChanges ? t('browsers.messages.pending_changes') : undefined}
      style={{ marginBottom: 16 }}
    />
  );
}
