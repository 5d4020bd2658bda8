import { ConfigProvider, Input, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazy, Suspense, useContext, useState } from 'react';

/** antd's DatePicker (30 KB gzip) loads when the user reaches the filter, not with the list. */
const loadPicker = () => import('./range-picker-part');
const RealRangePicker = lazy(loadPicker);

type Props = Omit<RangePickerProps, 'format'> & { format?: string[] };

/**
 * A list filter's range picker: two read-only inputs with the picker's placeholders and the chosen
 * days stand in until the focus reaches them (a click, a tap, Tab); then the real picker takes
 * their place, focused and open. The pointer passing over starts loading it, so a click usually
 * finds it loaded.
 */
export function RangePicker(props: Props) {
  const [reached, setReached] = useState(false);
  const standIn = (
    <RangeStandIn {...props} onHover={() => void loadPicker()} onReach={() => setReached(true)} />
  );
  if (!reached) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RealRangePicker {...props} autoFocus defaultOpen />
    </Suspense>
  );
}

function RangeStandIn({
  value,
  format,
  'aria-label': label,
  onHover,
  onReach,
}: Props & { onHover: () => void; onReach: () => void }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const placeholders = locale?.DatePicker?.lang.rangePlaceholder ?? [];
  const shown = (index: 0 | 1) => value?.[index]?.format(format?.[0] ?? 'YYYY-MM-DD') ?? '';
  return (
    <Space.Compact aria-label={label} onPointerEnter={onHover} onFocus={onReach}>
      {([0, 1] as const).map((index) => (
        <Input
          key={index}
          readOnly
          placeholder={placeholders[index]}
          value={shown(index)}
          style={{ width: 125 }}
        />
      ))}
    </Space.Compact>
  );
}
