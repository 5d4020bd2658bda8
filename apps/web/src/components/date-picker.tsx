import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { ConfigProvider, Input } from 'antd';
import type { DatePickerProps, TimePickerProps } from 'antd';
import dayjs from 'dayjs';
import { useContext } from 'react';
import '../lib/format/date-time';
import { loadOnReach, type Reach } from './load-on-reach';
import { keepEnter } from './picker-keys';

const loadPart = () => import('./date-picker-part');
/** A picker opens when focused, by the keyboard too. */
const OPENED = () => ({ autoFocus: true, defaultOpen: true });

/** antd's DatePicker, loaded when the user reaches it (`load-on-reach.tsx`). */
export const DatePicker = loadOnReach<DatePickerProps>(
  () => loadPart().then((part) => part.default),
  (props) => <PickerStandIn {...props} kind="date" />,
  OPENED,
);

/** antd's TimePicker, loaded when the user reaches it. */
export const TimePicker = loadOnReach<TimePickerProps>(
  () => loadPart().then((part) => part.TimePicker),
  (props) => <PickerStandIn {...props} kind="time" />,
  OPENED,
);

type StandInProps = (DatePickerProps | TimePickerProps) & Reach & { kind: 'date' | 'time' };

/** The format a picker shows its value in first (a picker also takes the others when typed). */
function shownFormat({ format, kind, ...props }: StandInProps): string {
  const first = Array.isArray(format) ? format[0] : format;
  if (typeof first === 'string') return first;
  if (kind === 'time') return 'HH:mm:ss';
  return 'showTime' in props && props.showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
}

/** The formats a picker reads a typed day in: its own, or the one it shows. */
function typedFormats(props: StandInProps): string[] {
  const { format } = props;
  const given = (Array.isArray(format) ? format : [format]).filter(
    (each): each is string => typeof each === 'string',
  );
  return given.length > 0 ? given : [shownFormat(props)];
}

/**
 * An input as wide as the picker, with its placeholder, value and icon: the field's label points
 * to it by its id until the picker takes its place, which starts with what was typed into it.
 */
function PickerStandIn(props: StandInProps) {
  const { id, value, kind, disabled, style, placeholder, reach, typed, onType } = props;
  const { locale } = useContext(ConfigProvider.ConfigContext);
  const texts = locale?.DatePicker;
  const format = shownFormat(props);
  const day = Array.isArray(value) ? undefined : value;
  return (
    <Input
      id={id}
      readOnly={props.inputReadOnly}
      disabled={disabled}
      value={typed ?? day?.format(format) ?? ''}
      onChange={(event) => onType(event.target.value)}
      placeholder={
        (typeof placeholder === 'string' ? placeholder : undefined) ??
        (kind === 'time' ? texts?.timePickerLocale.placeholder : texts?.lang.placeholder)
      }
      htmlSize={format.length + 2}
      suffix={
        kind === 'time' ? (
          <ClockCircleOutlined className="console-stand-in-icon" />
        ) : (
          <CalendarOutlined className="console-stand-in-icon" />
        )
      }
      style={{ width: 'auto', ...style }}
      {...reach}
      // Enter belongs to the picker, never the form's submission (`date-picker-part.tsx`).
      onKeyDown={keepEnter}
      onBlur={() => {
        reach.onBlur();
        if (typed === null) return;
        // Left before the picker came: the typed text settles as the picker's own does on blur,
        // a day in one of its formats becomes the value, an emptied field clears it, and
        // anything else is dropped.
        const text = typed.trim();
        const day = dayjs(text, typedFormats(props), true);
        const onChange = props.onChange as
          ((day: dayjs.Dayjs | null, text: string) => void) | undefined;
        if (text === '') onChange?.(null, '');
        else if (day.isValid()) onChange?.(day, text);
      }}
    />
  );
}
