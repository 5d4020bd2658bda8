import { ConfigProvider, Input, Space } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useContext } from 'react';
import { loadOnReach, type Reach } from './load-on-reach';

type Props = Omit<RangePickerProps, 'format'> & { format?: string[] };

/**
 * A range picker (a list filter's period, a campaign's time) that loads antd's (30 KB gzip) when
 * the user reaches it, not with the screen (`load-on-reach.tsx`): two inputs with the picker's
 * placeholders and the chosen ends stand in until then; the real picker takes their place, focused
 * on its start and open, and starts with what was typed into the start.
 */
export const RangePicker = loadOnReach<Props>(
  () => import('./date-picker-part').then((part) => part.RangePicker),
  RangeStandIn,
  () => ({ autoFocus: true, defaultOpen: true }),
);

/**
 * The first input has the field's id, so the field's label leads to it. It takes typing, as the
 * real picker's start does when focused; the end, which the real picker does not focus first,
 * stays read-only. Text left before the picker came is dropped, as the picker drops a range left
 * half typed.
 */
function RangeStandIn({
  id,
  value,
  format,
  style,
  disabled,
  inputReadOnly,
  'aria-label': label,
  reach,
  typed,
  onType,
}: Props & Reach) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const placeholders = locale?.DatePicker?.lang.rangePlaceholder ?? [];
  const shown = (index: 0 | 1) => value?.[index]?.format(format?.[0] ?? 'YYYY-MM-DD') ?? '';
  return (
    <Space.Compact
      aria-label={label}
      style={style}
      {...reach}
      onBlur={() => {
        reach.onBlur();
        onType(null);
      }}
    >
      {([0, 1] as const).map((index) => (
        <Input
          key={index}
          id={index === 0 ? (typeof id === 'object' ? id.start : id) : undefined}
          readOnly={index === 1 || inputReadOnly}
          disabled={disabled === true || (Array.isArray(disabled) && disabled[index])}
          placeholder={placeholders[index]}
          value={index === 0 ? (typed ?? shown(0)) : shown(1)}
          onChange={(event) => onType(event.target.value)}
          style={style ? { flex: 1 } : { width: 125 }}
        />
      ))}
    </Space.Compact>
  );
}
