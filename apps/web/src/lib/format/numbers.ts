import type { Language } from '@console/contract/constants';

/** Each language's thousands separator and decimal mark: 2.000 and 47,90 in Vietnamese. */
const MARKS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

export const decimalMarkOf = (language: Language) => MARKS[language].decimal;

/**
 * Digits grouped by thousands in the language: 2000 → "2.000" (vi), "2,000" (en). Digit by digit,
 * never through a number, so a sum sent as a string past 2^53 keeps every digit; a text that is
 * not a whole number is shown as it came.
 */
export function formatCount(value: number | string, language: Language): string {
  const text = String(value);
  const match = /^(-?)(\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, digits] = match as unknown as [string, string, string];
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, MARKS[language].group)}`;
}

/**
 * A share in the reader's language: 33.33% (en), 33,33% (vi). `fractionDigits` fixes the decimals
 * (the licence bar's two); without it a value keeps the decimals it came with (a rate of 12.5).
 * A value that is not a number is shown as it came.
 */
export function formatPercent(
  value: number | string,
  language: Language,
  fractionDigits?: number,
): string {
  const share = Number(value);
  if (String(value).trim() === '' || !Number.isFinite(share)) return `${value}%`;
  const text = fractionDigits === undefined ? String(share) : share.toFixed(fractionDigits);
  const [whole = '', fraction] = text.split('.');
  return `${formatCount(whole, language)}${fraction ? MARKS[language].decimal + fraction : ''}%`;
}
