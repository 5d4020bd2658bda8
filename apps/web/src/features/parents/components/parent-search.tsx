import { SEARCH_TYPES } from '@console/contract/routes/areas/users';
import { Button, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParentSearch, type ParentSearch as Search } from '../api/search-parents';
import { Select } from '../../../components/select';
import { useClearable } from '../../../components/clearable';

interface ParentSearchProps {
  onChoose: (parentId: number) => void;
}

/** Employees find a parent by id, e-mail or phone, then open him. */
export function ParentSearch({ onChoose }: ParentSearchProps) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [type, setType] = useState<Search['type']>('email');
  const [search, setSearch] = useState<Search | null>(null);
  const found = useParentSearch(search);
  return (
    <Flex vertical gap="small" style={{ marginBottom: 16 }}>
      <Flex gap="small" wrap>
        <Select
          value={type}
          onChange={setType}
          aria-label={t('parents.fields.search_type.label')}
          style={{ width: 140 }}
          options={SEARCH_TYPES.map((value) => ({
            value,
            label: t(`parents.search_types.${value}`),
          }))}
        />
        <Input.Search
          allowClear={clearable}
          aria-label={t('parents.fields.search.label')}
          placeholder={t('parents.fields.search.label')}
          style={{ maxWidth: 320 }}
          onSearch={(keyword) =>
            setSearch(keyword.trim() ? { keyword: keyword.trim(), type } : null)
          }
          loading={found.isFetching}
        />
      </Flex>
      {search && found.data && (
        <List
          size="small"
          bordered
          style={{ maxWidth: 560 }}
          dataSource={found.data}
          locale={{ emptyText: t('parents.messages.no_parent_found') }}
          renderItem={(parent) => (
            <List.Item
              actions={[
                <Button key="open" type="link" size="small" onClick={() => onChoose(parent.id)}>
                  {t('parents.actions.open_parent')}
                </Button>,
              ]}
            >
              <Typography.Text>
                {parent.user_name} · {parent.full_name}
                {parent.email ? ` · ${parent.email}` : ''}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
