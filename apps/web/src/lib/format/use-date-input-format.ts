import { useLanguage } from '../i18n/use-language';
import { DATE_FORMATS, DAY } from './date-time';

/**
 * The language's day format for the pickers, shown first; a day typed as YYYY-MM-DD is taken too,
 * so a pasted ISO day is not refused.
 */
export function useDateInputFormat(): string[] {
  return [DATE_FORMATS[useLanguage()], DAY];
}

/** The same for a day and time (campaign times): the language's day format, then HH:mm. */
export function useDateTimeInputFormat(): string[] {
  return useDateInputFormat().map((day) => `${day} HH:mm`);
}
