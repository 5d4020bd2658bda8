import type { DatePickerProps } from 'antd';
import dayjs from 'dayjs';
import { DAY } from '../lib/format/date-time';
import { useDateInputFormat } from '../lib/format/use-date-input-format';
import { DatePicker } from './date-picker';

type DateFieldProps = Omit<DatePickerProps, 'value' | 'onChange' | 'format'> & {
  /** The day as the API writes it, YYYY-MM-DD. */
  value?: string;
  onChange?: (day: string | undefined) => void;
};

/**
 * Every date input of the console: shows the language's format, holds YYYY-MM-DD; the picker
 * loads when the field is reached (`date-picker.tsx`).
 */
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
