import type { Language } from '@console/contract/constants';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(customParseFormat);
dayjs.extend(timezone);

/** How the API and the URL write a day. */
export const DAY = 'YYYY-MM-DD';

/** The one way each language writes a day: its dayjs locale's short date (`L`). */
export const DATE_FORMATS: Record<Language, string> = { en: 'MM/DD/YYYY', vi: 'DD/MM/YYYY' };

/** A day as the API writes it (YYYY-MM-DD), in the reader's language; anything else as it came. */
export function formatDay(day: string, language: Language): string {
  const parsed = dayjs(day, DAY, true);
  return parsed.isValid() ? parsed.format(DATE_FORMATS[language]) : day;
}

/**
 * A stored UTC time as the viewer reads it: the day in their language's format and the time,
 * in their own time zone when it is a valid one.
 */
export function formatDateTime(iso: string, language: Language, timeZone?: string | null): string {
  const time = dayjs.utc(iso);
  if (!time.isValid()) return iso;
  const format = `${DATE_FORMATS[language]} HH:mm`;
  if (timeZone) {
    try {
      return time.tz(timeZone).format(format);
    } catch {
      // An unknown zone name makes Intl throw; the browser's own zone is the next best reading.
    }
  }
  return time.local().format(format);
}

/** How a date-and-time picker writes the time it shows, without a zone. */
export const WALL_CLOCK = 'YYYY-MM-DDTHH:mm';

/**
 * A wall-clock time (WALL_CLOCK) read in a time zone, as a UTC instant: "2026-11-27T10:30" in
 * Asia/Ho_Chi_Minh is 03:30Z wherever the browser is. An unknown zone reads it in the browser's.
 */
export function wallClockToInstant(wallClock: string, timeZone: string): string {
  try {
    return dayjs.tz(wallClock, WALL_CLOCK, timeZone).toISOString();
  } catch {
    return dayjs(wallClock, WALL_CLOCK).toISOString();
  }
}

/** The other way: an instant as the wall clock of a time zone shows it (WALL_CLOCK). */
export function instantToWallClock(iso: string, timeZone: string): string {
  try {
    return dayjs.utc(iso).tz(timeZone).format(WALL_CLOCK);
  } catch {
    return dayjs(iso).format(WALL_CLOCK);
  }
}
