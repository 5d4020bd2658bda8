import { Select } from 'antd';

/** antd's Select in a file of its own, which `select.tsx` loads when one is reached. */
export default Select;
