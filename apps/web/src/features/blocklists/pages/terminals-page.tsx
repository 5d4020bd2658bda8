import { ArrowLeftOutlined, HistoryOutlined, SyncOutlined } from '@ant-design/icons';
import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import { Button, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api/api-error';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { useMerchants } from '../api/get-merchants';
import { useTerminals } from '../api/get-terminals';
import { useSyncTerminals } from '../api/sync-terminals';
import { BlocklistList, useBlocklist } from '../components/blocklist-list';
import { useLockSelection } from '../components/lockable-rows';
import { MerchantHistory } from '../components/merchant-history';
import { TERMINAL_SORTS, useTerminalColumns } from '../components/terminal-columns';
import { TerminalDialogs, type TerminalDialog } from '../components/terminal-dialogs';

/** One merchant's terminals: search, status filter, lock and open, the selected locked at once. */
export function TerminalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useParams().code ?? '';
  const blocklist = useBlocklist(TERMINAL_SORTS, 'terminalCode');
  const terminals = useTerminals({
    merchantCode: code,
    keyword: blocklist.params.keyword,
    ...blocklist.request,
  });
  const merchant = useMerchants({ keyword: code, pageSize: 10 }).data?.list.find(
    (m) => m.merchantCode === code,
  );
  const name = merchant?.merchantName ?? code;
  const canWrite = useCan('blocklists.write');
  const sync = useSyncTerminals();
  const selection = useLockSelection<BlockedTerminal>((row) => row.terminalCode);
  const [dialog, setDialog] = useState<TerminalDialog>(null);
  const [history, setHistory] = useState(false);
  const columns = useTerminalColumns({
    params: blocklist.params,
    canWrite,
    onAction: (row) => setDialog({ kind: 'change', row }),
  });

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
      <BlocklistList
        blocklist={blocklist}
        rows={terminals}
        columns={columns}
        searchLabel={t('blocklists.fields.terminal_keyword.label')}
        emptyText={t('blocklists.messages.empty_terminals')}
        lock={
          canWrite
            ? {
                selection,
                onLock: () => setDialog({ kind: 'bulk', rows: selection.selected }),
              }
            : undefined
        }
      />
      <TerminalDialogs
        dialog={dialog}
        onClose={() => setDialog(null)}
        onBulkDone={selection.clear}
      />
      <MerchantHistory
        merchant={history ? { code, name } : null}
        onClose={() => setHistory(false)}
      />
    </>
  );
}
