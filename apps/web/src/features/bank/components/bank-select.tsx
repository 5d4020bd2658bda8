import { BANKS, bankLabel, type Bank } from '@console/contract/banks';
import { normalizeHolder } from '@console/contract/schemas/bank';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { byBankRank } from '../../../lib/format/bank-search';

/** 'Vietnamese name (short name)', with the English name beside it for English readers. */
function optionLabel(bank: Bank, language: string): string {
  return language === 'en' ? `${bankLabel(bank)} — ${bank.nameEn}` : bankLabel(bank);
}

// Searching ignores case and diacritics, so 'ngoai thuong' finds 'Ngoại Thương'.
const searchable = (text: string) => normalizeHolder(text);

/** The built-in catalogue of banks; the value is the bank's Vietnamese name. */
export function BankSelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n } = useTranslation();
  const options = useMemo(
    () =>
      BANKS.map((bank) => ({
        value: bank.name,
        label: optionLabel(bank, i18n.language),
        search: searchable(`${bank.name} ${bank.shortName} ${bank.nameEn} ${bank.bankCode}`),
        shortName: bank.shortName,
      })),
    [i18n.language],
  );
  return (
    <Select<string>
      showSearch={{
        filterOption: (input, option) => (option?.search ?? '').includes(searchable(input)),
        // The bank whose short name is exactly what was typed first: "MB" and Enter picks MB.
        filterSort: byBankRank,
      }}
      allowClear
      options={options}
      {...props}
    />
  );
}
