import { ConfigProvider, Input, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { lazy, Suspense, useContext, useState } from 'react';

/** antd's DatePicker (30 KB gzip) loads when the user reaches the filter, not with the list. */
const RealRangePicker = lazy(() => import('./range-picker-part'));

type Props = Omit<RangePickerProps, 'format'> & { format?: string[] };

/**
 * A list filter's range picker: until the pointer or the focus reaches it, two read-only inputs
 * with the picker's placeholders and the chosen days stand in; then the real picker takes their
 * place (focused when the stand-in was).
 */
export function RangePicker(props: Props) {
  const [wanted, setWanted] = useState<'hover' | 'focus'>();
  const standIn = (
    <RangeStandIn {...props} onWant={(how) => setWanted((was) => (was === 'focus' ? was : how))} />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RealRangePicker {...props} autoFocus={wanted === 'focus'} />
    </Suspense>
  );
}

function RangeStandIn({
  value,
  format,
  'aria-label': label,
  onWant,
}: Props & { onWant: (how: 'hover' | 'focus') => void }) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const placeholders = locale?.DatePicker?.lang.rangePlaceholder ?? [];
  const shown = (index: 0 | 1) => value?.[index]?.format(format?.[0] ?? 'YYYY-MM-DD') ?? '';
  return (
    <Space.Compact
      aria-label={label}
      onPointerEnter={() => onWant('hover')}
      onFocus={() => onWant('focus')}
    >
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
