import { ArrowLeftOutlined, HistoryOutlined, SyncOutlined } from '@ant-design/icons';
import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import { Button, Card, Empty, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { useMerchants } from '../api/get-merchants';
import { useTerminals } from '../api/get-terminals';
import { useSyncTerminals } from '../api/sync-terminals';
import { MerchantHistory } from '../components/merchant-history';
import { BlocklistToolbar, useBlocklistParams } from '../components/blocklist-toolbar';
import { TerminalDialogs, type TerminalDialog } from '../components/terminal-dialogs';
import { TERMINAL_SORTS, TerminalsTable } from '../components/terminals-table';

/** One merchant's terminals: search, status filter, lock and open, the selected locked at once. */
export function TerminalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const { params, setParams, status, filtered, search } = useBlocklistParams(
    TERMINAL_SORTS,
    'terminal_code',
  );
  const terminals = useTerminals({
    merchant_code: code,
    keyword: params.keyword,
    order: params.order,
    page: params.page,
    page_size: params.page_size,
    ...(status && { status }),
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
              <Button
                icon={<SyncOutlined />}
                loading={sync.isPending}
                onClick={() => sync.mutate(code)}
              >
                {t('blocklists.actions.sync')}
              </Button>
            )}
          </Space>
        }
      />
      <Card>
        <BlocklistToolbar
          {...search}
          searchLabel={t('blocklists.fields.terminal_keyword.label')}
          lockSelected={
            canWrite
              ? {
                  count: selected.length,
                  onClick: () => setDialog({ kind: 'bulk', rows: selected }),
                }
              : undefined
          }
        />
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
