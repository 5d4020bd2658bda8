import { SEARCH_DEBOUNCE_MS } from '@console/contract/constants';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../lib/hooks/use-debounced-callback';
import { useSalesmanSearch } from '../api/search-salesmen';

interface SalesmanSelectProps {
  /** The picked salesman's user name; '' for every salesman. */
  value: string;
  onChange: (userName: string) => void;
}

/**
 * The sales list's salesman filter: type part of a name or full name, pick from the salesmen the
 * server finds. Cleared, the list shows every salesman.
 */
export function SalesmanSelect({ value, onChange }: SalesmanSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedCallback((typed: string) => setText(typed.trim()), SEARCH_DEBOUNCE_MS);
  const salesmen = useSalesmanSearch(text, open);
  const options = (salesmen.data ?? []).map((s) => ({
    value: s.user_name,
    label: s.full_name ? `${s.user_name} (${s.full_name})` : s.user_name,
  }));
  // The picked name stays shown even when the last search did not list it.
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });
  const label = t('sales.fields.salesman_name.label');
  return (
    <Select<string>
      value={value || undefined}
      onChange={(picked) => onChange(picked ?? '')}
      onOpenChange={setOpen}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      options={options}
      placeholder={t('sales.fields.salesman_name.placeholder')}
      aria-label={label}
      style={{ minWidth: 240 }}
      notFoundContent={
        salesmen.isFetching ? <Spin size="small" /> : t('sales.messages.no_salesman')
      }
    />
  );
}
