import { DatePicker } from 'antd';

/**
 * antd's pickers in a file of their own, which `date-picker.tsx` and `range-picker.tsx` load
 * when one is reached.
 */
export default DatePicker;
export const { RangePicker } = DatePicker;
export { TimePicker } from 'antd';
