import { DatePicker as AntdDatePicker, TimePicker as AntdTimePicker } from 'antd';
import type { DatePickerProps, TimePickerProps } from 'antd';
import type { RangePickerProps } from 'antd/es/date-picker';
import type { ComponentType, KeyboardEvent } from 'react';
import { keepEnter } from './picker-keys';

type KeyDown = (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => void;

/**
 * A picker whose Enter confirms the picker only. antd's picker takes the typed day or time on
 * Enter but lets the key go on, and a browser submits a form on Enter in one of its inputs: a
 * time typed into a job's form created the job before Save, and Enter after a campaign's end
 * showed the refusals of every field not yet filled (issue 37). The key's default is prevented
 * (no implicit submission); the picker has taken the value by then (rc-picker's Input reads
 * Enter before it calls `onKeyDown`). A closed picker is not opened again by Enter: it opens
 * when focused or clicked.
 */
function confirmsOnEnter<P extends { onKeyDown?: KeyDown }>(Picker: ComponentType<P>) {
  return function PickerConfirmingOnEnter(props: P) {
    const onKeyDown: KeyDown = (event, preventDefault) => {
      keepEnter(event);
      props.onKeyDown?.(event, preventDefault);
    };
    return <Picker {...props} onKeyDown={onKeyDown} />;
  };
}

/**
 * antd's pickers in a file of their own, which `date-picker.tsx` and `range-picker.tsx` load
 * when one is reached; every date and time input of the console goes through them.
 */
export default confirmsOnEnter<DatePickerProps>(AntdDatePicker);
export const RangePicker = confirmsOnEnter<RangePickerProps>(AntdDatePicker.RangePicker);
export const TimePicker = confirmsOnEnter<TimePickerProps>(AntdTimePicker);
