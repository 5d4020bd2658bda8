import { Select, Spin, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedCallback } from '../../../lib/hooks/use-debounced-callback';
import { useUserSearch } from '../api/search-users';

const SEARCH_DELAY_MS = 300;

/** Picks a user by name: asks the server for matching users as the reader types. */
export function UserNameSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch'>) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedCallback((value: string) => setText(value.trim()), SEARCH_DELAY_MS);
  const users = useUserSearch(text);
  const options = (users.data ?? []).map((user) => ({
    value: user.user_name,
    label: user.full_name ? `${user.user_name} (${user.full_name})` : user.user_name,
  }));
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: search }}
      options={text ? options : []}
      notFoundContent={
        users.isFetching ? <Spin size="small" /> : text ? t('bank.messages.no_user') : null
      }
      {...props}
    />
  );
}
