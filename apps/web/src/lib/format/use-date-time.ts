import { useCallback } from 'react';
import { useSession } from '../auth/use-session';
import { formatDateTime } from './date-time';

/** Formats times in the signed-in user's time zone (the one the login answer carried). */
export function useDateTime(): (iso: string) => string {
  const timeZone = useSession()?.timezone;
  return useCallback((iso: string) => formatDateTime(iso, timeZone), [timeZone]);
}
