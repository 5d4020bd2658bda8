import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const FORMAT = 'DD/MM/YYYY HH:mm';

/** A stored UTC time as the viewer reads it: in their own time zone when it is a valid one. */
export function formatDateTime(iso: string, timeZone?: string | null): string {
  const time = dayjs.utc(iso);
  if (!time.isValid()) return iso;
  if (timeZone) {
    try {
      return time.tz(timeZone).format(FORMAT);
    } catch {
      // An unknown zone name makes Intl throw; the browser's own zone is the next best reading.
    }
  }
  return time.local().format(FORMAT);
}
