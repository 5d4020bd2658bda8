import { COUNTRY_CODES } from '@console/contract/schemas/accounts';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesSearch } from '../lib/format/fold';

function countryOptions(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}

/** ISO country codes, named in the reader's language, searchable by name or code, accents or not. */
export function CountrySelect(props: Omit<SelectProps<string>, 'options'>) {
  const { i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select<string>
      showSearch={{
        filterOption: (input, option) =>
          matchesSearch(`${option?.label ?? ''} ${option?.value ?? ''}`, input),
      }}
      allowClear
      options={options}
      {...props}
    />
  );
}
