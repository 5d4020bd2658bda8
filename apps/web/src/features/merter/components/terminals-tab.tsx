import type { ResponseOf } from '@console/contract/routes';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useCampaignTerminals, useChangeTerminal } from '../api/merter';
import { StatusList } from './status-list';
import { StatusSwitch } from './status-switch';

type Terminal = ResponseOf<'merter.terminals'>['list'][number];

/** The campaign's terminals, searchable by code, each with an open/locked switch. */
export function TerminalsTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const change = useChangeTerminal();

  const save = (row: Terminal, open: boolean) =>
    change.mutate(
      { campaignId, terminalId: row.terminalId, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );

  return (
    <StatusList<Terminal>
      campaignId={campaignId}
      title={t('merter.titles.terminals')}
      searchLabel={t('merter.fields.search')}
      rowKey="terminalId"
      columns={[
        { key: 'terminalCode', dataIndex: 'terminalCode', title: t('merter.fields.terminal_code') },
        { key: 'terminalName', dataIndex: 'terminalName', title: t('merter.fields.terminal_name') },
        { key: 'merchantCode', dataIndex: 'merchantCode', title: t('merter.fields.merchant_code') },
        { key: 'merchantName', dataIndex: 'merchantName', title: t('merter.fields.merchant_name') },
      ]}
      useRows={useCampaignTerminals}
      switchOf={(row) => (
        <StatusSwitch
          status={row.status}
          name={row.terminalCode}
          busy={change.isPending && change.variables?.terminalId === row.terminalId}
          question={(open) =>
            t(open ? 'merter.confirm.open_terminal' : 'merter.confirm.lock_terminal', {
              code: row.terminalCode,
            })
          }
          onChange={(open) => save(row, open)}
        />
      )}
      emptyHint={t('merter.hints.no_terminals')}
    />
  );
}
