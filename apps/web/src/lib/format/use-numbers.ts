import { useLanguage } from '../i18n/use-language';
import { formatAmount } from './money';
import { formatCount, formatPercent } from './numbers';

/** Counts, amounts and shares in the reader's language (lib/format/numbers.ts and money.ts). */
export function useNumbers() {
  const language = useLanguage();
  return {
    count: (value: number | string) => formatCount(value, language),
    amount: (minor: number | string, currency: string) => formatAmount(minor, currency, language),
    percent: (value: number | string, fractionDigits?: number) =>
      formatPercent(value, language, fractionDigits),
  };
}
