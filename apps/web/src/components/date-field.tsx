import { DatePicker, type DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import { DATE_FORMATS, DAY } from '../lib/format/date-time';
import { useLanguage } from '../lib/i18n/use-language';

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

type DateFieldProps = Omit<DatePickerProps, 'value' | 'onChange' | 'format'> & {
  /** The day as the API writes it, YYYY-MM-DD. */
  value?: string;
  onChange?: (day: string | undefined) => void;
};

/** Every date input of the console: shows the language's format, holds YYYY-MM-DD. */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const format = useDateInputFormat();
  const day = value ? dayjs(value, DAY, true) : null;
  return (
    <DatePicker
      {...props}
      format={format}
      value={day?.isValid() ? day : null}
      onChange={(picked) =>
        onChange?.(picked && !Array.isArray(picked) ? picked.format(DAY) : undefined)
      }
      style={{ width: '100%', ...props.style }}
    />
  );
}
