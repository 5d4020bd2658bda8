import { Input, type InputProps } from 'antd';
import { shownAmount, typedAmount } from '../lib/format/money';

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** Minor units as digits, or the text typed when it is not an amount. */
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * An amount in minor units, shown with dot thousands separators. What is not an amount ("-1000",
 * "12,5") stays exactly as typed for the form's rule to refuse: nothing is dropped or rounded.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={shownAmount(value)}
      onChange={(e) => onChange?.(typedAmount(e.target.value, value))}
    />
  );
}
