import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** IANA zone names the browser knows; a space typed in the search matches their underscore. */
export function TimeZoneSelect(props: Omit<SelectProps<string>, 'options'>) {
  const options = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
    [],
  );
  return (
    <Select<string>
      showSearch={{
        filterOption: (input, option) =>
          String(option?.value ?? '')
            .toLowerCase()
            .includes(input.trim().toLowerCase().replace(/ /g, '_')),
      }}
      allowClear
      options={options}
      {...props}
    />
  );
}
