import { InputNumber } from 'antd';
import { formatMoney, parseMoney } from '../../../lib/format/money';

/** Whole đồng as a number, shown with dot thousands separators (campaign amounts). */
export function MoneyInput(props: {
  id?: string;
  value?: number;
  onChange?: (v: number | null) => void;
}) {
  return (
    <InputNumber<number>
      {...props}
      style={{ width: '100%' }}
      controls={false}
      formatter={(v) => formatMoney(parseMoney(String(v ?? '')))}
      parser={(v) => {
        const digits = parseMoney(v);
        return digits === '' ? (null as unknown as number) : Number(digits);
      }}
    />
  );
}
