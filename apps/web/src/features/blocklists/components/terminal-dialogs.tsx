import type { BlockedTerminal } from '@console/contract/schemas/blocklists';
import { useTranslation } from 'react-i18next';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeTerminal } from '../api/change-terminal';
import { useLockTerminals } from '../api/lock-terminals';
import type { ReasonValues } from './reason-modal';

// The reason's dialog (its form) loads when it first opens.
const ReasonModal = lazyPart(() => import('./reason-modal').then((m) => m.ReasonModal), null);

/** The reason form over the terminals: for one terminal, or for the selected ones. */
export type TerminalDialog =
  { kind: 'change'; row: BlockedTerminal } | { kind: 'bulk'; rows: BlockedTerminal[] } | null;

interface TerminalDialogsProps {
  dialog: TerminalDialog;
  onClose: () => void;
  onBulkDone: () => void;
}

export function TerminalDialogs({ dialog, onClose, onBulkDone }: TerminalDialogsProps) {
  const { t } = useTranslation();
  const change = useChangeTerminal();
  const bulk = useLockTerminals();
  const opening = dialog?.kind === 'change' && dialog.row.status === 'locked';
  const opened = useOpenedOnce(dialog !== null);

  const submit = async (values: ReasonValues) => {
    if (dialog?.kind === 'change') {
      const { merchantCode, terminalCode, version } = dialog.row;
      const action = opening ? 'open' : 'lock';
      await change.mutateAsync({ action, merchantCode, terminalCode, version, ...values });
      const key = opening ? 'opened' : 'locked';
      notifySuccess(t(`blocklists.messages.${key}`, { target: terminalCode }));
    } else if (dialog?.kind === 'bulk') {
      const { locked, failed } = await bulk.mutateAsync({ rows: dialog.rows, ...values });
      onBulkDone();
      const done = t('blocklists.messages.bulk_locked', { count: locked.length });
      if (failed.length === 0) notifySuccess(done);
      else {
        const list = failed.map((f) => `${f.name} (${f.why})`).join(', ');
        notifyError(`${t('blocklists.messages.bulk_failed', { list })}. ${done}`);
      }
    }
  };

  const title = () => {
    if (dialog?.kind === 'bulk') {
      return t('blocklists.titles.lock_terminals', { count: dialog.rows.length });
    }
    if (dialog?.kind === 'change') {
      const key = opening ? 'open_terminal' : 'lock_terminal';
      return t(`blocklists.titles.${key}`, { code: dialog.row.terminalCode });
    }
    return '';
  };

  if (!opened) return null;
  return (
    <ReasonModal
      open={dialog !== null}
      title={title()}
      action={opening ? 'open' : 'lock'}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
