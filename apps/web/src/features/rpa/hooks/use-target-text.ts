import type { RpaJob } from '@console/contract/schemas/rpa';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Which agents a job runs on, in a few words. */
export function useTargetText(): (
  job: Pick<RpaJob, 'target' | 'agent_ids' | 'staff_ids'>,
) => string {
  const { t } = useTranslation();
  return useCallback(
    (job) => {
      if (job.target === 'agents') {
        return t('rpa.target_text.agents', { count: job.agent_ids.length });
      }
      if (job.target === 'staff')
        return t('rpa.target_text.staff', { count: job.staff_ids.length });
      return t('rpa.target_text.parent');
    },
    [t],
  );
}
