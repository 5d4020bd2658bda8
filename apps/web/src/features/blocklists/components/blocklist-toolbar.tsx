import type { BlockStatus } from '@console/contract/schemas/blocklists';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-box';
import { StatusFilter } from './status-filter';

interface BlocklistToolbarProps {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** The search box's name: what it searches by. */
  searchLabel: string;
  status: BlockStatus | undefined;
  onStatus: (status: BlockStatus | undefined) => void;
  /** Who may change the list locks the picked rows at once; absent for who may not. */
  lockSelected?: { count: number; onClick: () => void };
}

/** Above each blocklist: search, the status filter and, for who may change it, lock the picked. */
export function BlocklistToolbar({
  keyword,
  onSearch,
  searchLabel,
  status,
  onStatus,
  lockSelected,
}: BlocklistToolbarProps) {
  const { t } = useTranslation();
  return (
    <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox value={keyword} onSearch={onSearch} label={searchLabel} />
      <StatusFilter value={status} onChange={onStatus} />
      {lockSelected && (
        <Button
          danger
          disabled={lockSelected.count === 0}
          title={t('blocklists.messages.select_hint')}
          onClick={lockSelected.onClick}
        >
          {t('blocklists.actions.lock_selected', { count: lockSelected.count })}
        </Button>
      )}
    </Flex>
  );
}
