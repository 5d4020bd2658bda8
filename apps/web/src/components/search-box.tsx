import { SEARCH_DEBOUNCE_MS } from '@console/contract/constants';
import { Input } from 'antd';
import { useState } from 'react';
import { useDebouncedCallback } from '../lib/hooks/use-debounced-callback';
import { useClearable } from './clearable';

interface SearchBoxProps {
  value: string;
  onSearch: (keyword: string) => void;
  label: string;
}

/** Types freely, searches once typing pauses; follows the URL when it changes (back button). */
export function SearchBox({ value, onSearch, label }: SearchBoxProps) {
  const clearable = useClearable();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  // A search still waiting when the user opens another page must not pull them back to the list.
  const debounced = useDebouncedCallback((keyword: string, path: string) => {
    if (window.location.pathname === path) onSearch(keyword.trim());
  }, SEARCH_DEBOUNCE_MS);
  return (
    <Input.Search
      value={text}
      allowClear={clearable}
      aria-label={label}
      placeholder={label}
      style={{ maxWidth: 320 }}
      onChange={(event) => {
        setText(event.target.value);
        debounced(event.target.value, window.location.pathname);
      }}
      onSearch={(keyword) => onSearch(keyword.trim())}
    />
  );
}
