import { useCallback } from 'react';
import { formatDateTime } from '../../../lib/format/date-time';
import { useLanguage } from '../../../lib/i18n/use-language';

/** Times of a report in the parent's time zone, the zone its days are counted in. */
export function useReportTime(timeZone: string): (iso: string) => string {
  const language = useLanguage();
  return useCallback(
    (iso: string) => formatDateTime(iso, language, timeZone),
    [language, timeZone],
  );
}
