import dayjs from 'dayjs';
import { DAY } from './date-time';

/** Today in a time zone (YYYY-MM-DD); the browser's own when the zone is unknown. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(now);
  } catch {
    return dayjs(now).format(DAY);
  }
}

/** The last `count` days in a time zone, today first, as YYYY-MM-DD. */
export function recentDays(
  timeZone: string | undefined,
  count = 7,
  now: Date = new Date(),
): string[] {
  const today = dayjs(todayIn(timeZone, now), DAY);
  return Array.from({ length: count }, (_, back) => today.subtract(back, 'day').format(DAY));
}

/** A day as its button shows it past the day before yesterday, DD/M as the spec writes it: 05/11. */
export const shortDay = (day: string) => dayjs(day, DAY).format('DD/M');
