import { useLanguage } from '../i18n/use-language';
import { formatAmount } from './money';
import { formatCount } from './numbers';

/** Counts and amounts in the reader's language (lib/format/numbers.ts and money.ts). */
export function useNumbers() {
  const language = useLanguage();
  return {
    count: (value: number | string) => formatCount(value, language),
    amount: (minor: number | string, currency: string) => formatAmount(minor, currency, language),
  };
}
