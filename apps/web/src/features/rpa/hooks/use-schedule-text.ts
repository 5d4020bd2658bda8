import type { RpaJob } from '@console/contract/schemas/rpa';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date-time';
import { useLanguage } from '../../../lib/i18n/use-language';

type Schedule = Pick<RpaJob, 'schedule' | 'run_at' | 'time' | 'days' | 'cron' | 'timezone'>;

/**
 * A job's schedule in words: "Now", "At 27/11/2026 10:30 (Asia/Ho_Chi_Minh)", "Daily at 07:00
 * (…)", "Weekly on Mon, Wed at 07:00 (…)", "Cron 0 7 * * 1-5 (…)". Times read in the job's zone.
 */
export function useScheduleText(): (job: Schedule) => string {
  const { t } = useTranslation();
  const language = useLanguage();
  return useCallback(
    (job: Schedule) => {
      const timezone = job.timezone;
      switch (job.schedule) {
        case 'now':
          return t('rpa.schedule_text.now');
        case 'at':
          return t('rpa.schedule_text.at', {
            time: formatDateTime(job.run_at, language, timezone),
            timezone,
          });
        case 'daily':
          return t('rpa.schedule_text.daily', { time: job.time, timezone });
        case 'weekly':
          return t('rpa.schedule_text.weekly', {
            days: [...job.days]
              .sort()
              .map((day) => t(`rpa.weekdays.${day}`))
              .join(', '),
            time: job.time,
            timezone,
          });
        case 'cron':
          return t('rpa.schedule_text.cron', { cron: job.cron, timezone });
      }
    },
    [t, language],
  );
}
