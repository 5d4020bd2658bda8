import { useCallback } from 'react';
import { useSession } from '../auth/use-session';
import { useLanguage } from '../i18n/use-language';
import { formatDateTime, formatDay } from './date-time';

/** Formats times in the reader's language and the signed-in user's time zone. */
export function useDateTime(): (iso: string) => string {
  const timeZone = useSession()?.timezone;
  const language = useLanguage();
  return useCallback(
    (iso: string) => formatDateTime(iso, language, timeZone),
    [language, timeZone],
  );
}

/** Formats days (YYYY-MM-DD, such as a code's expiry) in the reader's language. */
export function useFormatDay(): (day: string) => string {
  const language = useLanguage();
  return useCallback((day: string) => formatDay(day, language), [language]);
}
