import { BANKS, bankLabel, bankSearchRank } from '@console/contract/banks';
import type { DefaultOptionType } from 'antd/es/select';
import { matchesSearch } from './fold';

/** A bank picker's option: the bank's short names travel with it, for the order of a search. */
export interface BankOption {
  value: string;
  label: string;
  shortName: string;
}

/** The catalogue as a campaign's bank picker lists it: by NAPAS id, labelled with its short name. */
export const BANK_ID_OPTIONS: BankOption[] = BANKS.map((bank) => ({
  value: bank.bankId,
  label: bankLabel(bank),
  shortName: bank.shortName,
}));

/**
 * Orders the banks a search found: the one whose short name is exactly what was typed first
 * ("MB" and Enter picks MB, not Eximbank), then short names that start with it, then the rest in
 * the catalogue's order (`bankSearchRank`).
 */
export function byBankRank(
  a: DefaultOptionType,
  b: DefaultOptionType,
  { searchValue }: { searchValue: string },
): number {
  const rank = (option: DefaultOptionType) =>
    bankSearchRank({ shortName: String(option.shortName ?? '') }, searchValue);
  return rank(a) - rank(b);
}

/** A bank picker's search: part of its label, whatever the case and accents, best match first. */
export const BANK_SEARCH = {
  filterOption: (typed: string, option?: DefaultOptionType) =>
    matchesSearch(String(option?.label ?? ''), typed),
  filterSort: byBankRank,
};
