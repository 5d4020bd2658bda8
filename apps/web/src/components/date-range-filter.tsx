import dayjs from 'dayjs';
import { DAY } from '../lib/format/date-time';
import { useDateInputFormat } from '../lib/format/use-date-input-format';
import { RangePicker } from './range-picker';

interface DateRangeFilterProps {
  from?: string;
  to?: string;
  onChange: (range: { from?: string; to?: string }) => void;
}

/** A range of whole days, both ends included, written as the URL and the server take them. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  return (
    <RangePicker
      format={useDateInputFormat()}
      value={from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
      onChange={(range) => onChange({ from: range?.[0]?.format(DAY), to: range?.[1]?.format(DAY) })}
    />
  );
}
