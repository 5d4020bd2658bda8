import type { SelectProps } from 'antd';
import { useMemo } from 'react';
import { matchesSearch } from '../lib/format/fold';
import { timeZoneNames } from '../lib/format/time-zones';
import { Select } from './select';

export { browserTimeZone } from '../lib/format/time-zones';

/** IANA zone names under their current names; "ho chi" finds Asia/Ho_Chi_Minh. */
export function TimeZoneSelect(props: Omit<SelectProps<string>, 'options'>) {
  const options = useMemo(() => timeZoneNames().map((zone) => ({ value: zone, label: zone })), []);
  return (
    <Select
      showSearch={{
        filterOption: (input, option) => matchesSearch(String(option?.value ?? ''), input),
      }}
      allowClear
      options={options}
      {...props}
    />
  );
}
