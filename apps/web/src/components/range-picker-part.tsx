import { DatePicker } from 'antd';

/** antd's range picker in a file of its own, which `range-picker.tsx` loads when it is used. */
export default DatePicker.RangePicker;
