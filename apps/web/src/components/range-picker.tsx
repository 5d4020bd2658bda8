import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { ConfigProvider, Input } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import { useContext } from 'react';
import { loadOnReach, type Reach } from './load-on-reach';
import { keepEnter } from './picker-keys';

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

/** The characters a picker's input is sized to, as antd's own (rc-picker's useInputProps). */
function inputSize(format: string | undefined, withTime: boolean): number {
  return Math.max(withTime ? 8 : 10, format?.length ?? 10) + 2;
}

/**
 * One box as the picker draws it: the start, an arrow, the end and a calendar. The start has the
 * field's id, so the field's label leads to it, and takes typing, as the real picker's start does
 * when focused; the end, which the real picker does not focus first, is read-only. Text left half
 * typed before the picker came is dropped, as the picker drops a range left half typed.
 */
function RangeStandIn({
  id,
  value,
  format,
  style,
  disabled,
  inputReadOnly,
  showTime,
  'aria-label': label,
  reach,
  typed,
  onType,
}: Props & Reach) {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const placeholders = locale?.DatePicker?.lang.rangePlaceholder ?? [];
  const shown = (index: 0 | 1) => value?.[index]?.format(format?.[0] ?? 'YYYY-MM-DD') ?? '';
  const size = inputSize(format?.[0], Boolean(showTime));
  const off = (index: 0 | 1) => disabled === true || (Array.isArray(disabled) && disabled[index]);

  return (
    <Input
      id={typeof id === 'object' ? id.start : id}
      aria-label={label}
      className="console-range-stand-in"
      readOnly={inputReadOnly}
      disabled={off(0)}
      placeholder={placeholders[0]}
      value={typed ?? shown(0)}
      onChange={(event) => onType(event.target.value)}
      htmlSize={size}
      style={{ width: 'auto', ...style }}
      {...reach}
      // Enter belongs to the picker, never the form's submission (`date-picker-part.tsx`).
      onKeyDown={keepEnter}
      suffix={
        <>
          <SwapRightOutlined className="console-stand-in-icon" />
          <input
            className="console-range-stand-in-end"
            readOnly
            disabled={off(1)}
            placeholder={placeholders[1]}
            value={shown(1)}
            size={size}
            onPointerDown={reach.onPointerDown}
            onFocus={reach.onFocus}
            onBlur={reach.onBlur}
          />
          <CalendarOutlined className="console-stand-in-icon" />
        </>
      }
    />
  );
}
