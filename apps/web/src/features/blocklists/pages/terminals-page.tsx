import { ArrowLeftOutlined, HistoryOutlined, SyncOutlined } from '@ant-design/icons';
import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import { Button, Card, Empty, Flex, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { isApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/auth/use-can';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useMerchants } from '../api/get-merchants';
import { useTerminals } from '../api/get-terminals';
import { useSyncTerminals } from '../api/sync-terminals';
import { MerchantHistory } from '../components/merchant-history';
import { StatusFilter, statusOf } from '../components/status-filter';
import { TerminalDialogs, type TerminalDialog } from '../components/terminal-dialogs';
import { TERMINAL_SORTS, TerminalsTable } from '../components/terminals-table';

const FILTERS = { status: statusOf };

/** One merchant's terminals: search, status filter, lock and open, the selected locked at once. */
export function TerminalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const [params, setParams] = useListParams(TERMINAL_SORTS, 'terminal_code');
  const [filters, setFilters] = useListFilters(FILTERS);
  const terminals = useTerminals({
    merchant_code: code,
    keyword: params.keyword,
    order: params.order,
    page: params.page,
    page_size: params.page_size,
    ...(filters.status && { status: filters.status }),
  });
  const merchant = useMerchants({ keyword: code, page_size: 10 }).data?.list.find(
    (m) => m.merchant_code === code,
  );
  const name = merchant?.merchant_name ?? code;
  const canWrite = useCan('blocklists.write');
  const sync = useSyncTerminals();
  const [selected, setSelected] = useState<BlockedTerminal[]>([]);
  const [dialog, setDialog] = useState<TerminalDialog>(null);
  const [history, setHistory] = useState(false);

  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => void navigate(linkTo('blocklists.merchants'))}
    >
      {t('buttons.back')}
    </Button>
  );
  if (isApiError(terminals.error) && terminals.error.status === 404) {
    return <Result status="404" title={t('errors.blocklists.merchant_not_found')} extra={back} />;
  }
  const filtered = Boolean(params.keyword || filters.status);
  const startSync = () =>
    sync.mutate(code, {
      onSuccess: (m) =>
        notifySuccess(
          t('blocklists.messages.synced', {
            name: m.merchant_name,
            total: m.total_terminals,
            locked: m.locked_terminals,
          }),
        ),
    });

  return (
    <>
      <PageTitle
        title={t('blocklists.titles.terminals', { name })}
        extra={
          <Space wrap>
            {back}
            <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
              {t('blocklists.actions.history')}
            </Button>
            {canWrite && (
              <Button icon={<SyncOutlined />} loading={sync.isPending} onClick={startSync}>
                {t('blocklists.actions.sync')}
              </Button>
            )}
          </Space>
        }
      />
      <Card>
        <Flex gap="small" wrap align="center" style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={(keyword) => setParams({ keyword, page: 1 }, { replace: true })}
            label={t('blocklists.fields.terminal_keyword.label')}
          />
          <StatusFilter
            value={filters.status}
            onChange={(status) => setFilters({ status }, { replace: true })}
          />
          {canWrite && (
            <Button
              danger
              disabled={selected.length === 0}
              title={t('blocklists.messages.select_hint')}
              onClick={() => setDialog({ kind: 'bulk', rows: selected })}
            >
              {t('blocklists.actions.lock_selected', { count: selected.length })}
            </Button>
          )}
        </Flex>
        {terminals.isError ? (
          <LoadError onRetry={() => void terminals.refetch()} />
        ) : (
          <TerminalsTable
            list={terminals.data?.list ?? []}
            total={terminals.data?.total ?? 0}
            loading={terminals.isFetching}
            params={params}
            onChange={setParams}
            empty={
              <Empty
                description={t(
                  filtered ? 'blocklists.messages.no_match' : 'blocklists.messages.empty_terminals',
                )}
              />
            }
            canWrite={canWrite}
            selected={selected}
            onSelect={setSelected}
            onAction={(row) => setDialog({ kind: 'change', row })}
          />
        )}
      </Card>
      <TerminalDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onBulkDone={() => setSelected([])}
      />
      <MerchantHistory
        merchant={history ? { code, name } : null}
        onClose={() => setHistory(false)}
      />
    </>
  );
}
