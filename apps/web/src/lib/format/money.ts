import type { Language } from '@console/contract/constants';
import { decimalMarkOf, formatCount } from './numbers';

/** What a money input shows: digits with dot thousands separators, 1000000 → "1.000.000". */
export function formatMoney(value: number | string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Back from the display form: dots and anything else not a digit go. */
export const parseMoney = (text: string | undefined): string => (text ?? '').replace(/[^\d]/g, '');

/** What a money input shows for its value: an amount with its separators, else the text as typed. */
export const shownAmount = (value: string | undefined): string =>
  value !== undefined && /^\d+$/.test(value) ? formatMoney(value) : (value ?? '');

/** Digits, with or without correct dot thousands separators. */
const GROUPED = /^(\d+|\d{1,3}(\.\d{3})+)$/;
const dots = (text: string) => text.split('.').length - 1;

/**
 * The value of what was typed in a money input whose value was `before`: the digits when the dots
 * are separators (well grouped, or the input's own while typing or deleting inside a shown
 * amount); otherwise the text itself, for the form's rule to refuse. Nothing is dropped or rounded.
 */
export function typedAmount(text: string, before: string | undefined): string {
  const shown = shownAmount(before);
  const editsShown =
    /^\d+$/.test(before ?? '') && /^[\d.]+$/.test(text) && dots(text) <= dots(shown);
  return editsShown || GROUPED.test(text) ? text.replace(/\./g, '') : text;
}

/** Digits after the decimal mark of each currency: đồng have none, dollars have cents. */
const DECIMALS: Record<string, number> = { VND: 0, USD: 2 };

/**
 * An amount held in minor units (đồng, cents), shown in the major unit with its currency code in
 * the reader's language (docs/decisions/forms.md, "Counts and amounts"): 99000 VND →
 * "99.000 VND" (vi), "99,000 VND" (en); 4790 USD → "47,90 USD" (vi), "47.90 USD" (en).
 */
export function formatAmount(minor: number | string, currency: string, language: Language): string {
  const decimals = DECIMALS[currency] ?? 0;
  // Digit by digit, never through a number: a sum sent as a string may be past 2^53.
  const text = String(minor);
  const sign = text.startsWith('-') ? '-' : '';
  const digits = text.slice(sign.length).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals ? `${decimalMarkOf(language)}${digits.slice(-decimals)}` : '';
  return `${sign}${formatCount(whole, language)}${fraction} ${currency}`;
}

/** An amount in minor units as a number of major units, for a spreadsheet: 4790 USD → 47.9. */
export function toMajorUnits(minor: number | string, currency: string): number {
  return Number(minor) / 10 ** (DECIMALS[currency] ?? 0);
}

/** The spreadsheet number format of an amount in a currency: cents shown for dollars only. */
export function spreadsheetFormat(currency: string): string {
  return (DECIMALS[currency] ?? 0) > 0 ? '#,##0.00' : '#,##0';
}
