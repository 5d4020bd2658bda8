import { CAMPAIGN_AMOUNT_STEP } from '@console/contract/constants';
import type { KeyboardEvent } from 'react';
import { MoneyInput as AmountText } from '../../../components/money-input';

/** What the form holds: whole đồng, or the text typed when it is not a whole number. */
type Amount = number | string | undefined;

/** A whole number, negative too (for the rule to say so), or the text as typed; empty is none. */
function amountOf(text: string): Amount {
  if (text.trim() === '') return undefined;
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : text;
}

/** The nearest whole thousand, `steps` thousands on, never below 0. */
const thousands = (amount: number, steps = 0) =>
  Math.max(0, (Math.round(amount / CAMPAIGN_AMOUNT_STEP) + steps) * CAMPAIGN_AMOUNT_STEP);

/**
 * A campaign amount in whole đồng, shown with dot thousands separators (the promotion form's
 * money input, `components/money-input.tsx`): what is not an amount ("-5", "12,5") stays as
 * typed for the contract's rule to refuse. Amounts are whole thousands (spec section 5): an
 * amount is rounded to the nearest thousand when the field is left, so the form shows what will
 * be saved, and the arrow keys step by 1.000. The server still refuses any other amount.
 */
export function MoneyInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: Amount | null;
  onChange?: (amount: Amount) => void;
}) {
  const amount = typeof value === 'number' ? value : undefined;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (steps === undefined || (value != null && amount === undefined)) return;
    event.preventDefault();
    onChange?.(thousands(amount ?? 0, steps));
  };
  return (
    <AmountText
      id={id}
      style={{ width: '100%' }}
      value={value == null ? '' : String(value)}
      onChange={(text) => onChange?.(amountOf(text))}
      onBlur={() => {
        if (amount !== undefined && amount >= 0 && amount !== thousands(amount)) {
          onChange?.(thousands(amount));
        }
      }}
      onKeyDown={onKeyDown}
    />
  );
}
