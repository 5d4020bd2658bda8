import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { useTranslation } from 'react-i18next';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeCustomer } from '../api/change-customer';
import { useCustomerHistory } from '../api/get-customer-history';
import { useLockCustomers } from '../api/lock-customers';
import type { ReasonValues } from './reason-modal';

// Each dialog (the reason's form, the history's timeline) loads when it first opens.
const ReasonModal = lazyPart(() => import('./reason-modal').then((m) => m.ReasonModal), null);
const HistoryDrawer = lazyPart(() => import('./history-drawer').then((m) => m.HistoryDrawer), null);

/** What the customer blocklist has open over it: a reason form, or a phone's history. */
export type CustomerDialog =
  | { kind: 'new' }
  | { kind: 'change'; row: CustomerBlock }
  | { kind: 'bulk'; rows: CustomerBlock[] }
  | { kind: 'history'; phone: string }
  | null;

interface CustomerDialogsProps {
  dialog: CustomerDialog;
  onClose: () => void;
  /** After a bulk lock: the selection is done with. */
  onBulkDone: () => void;
}

export function CustomerDialogs({ dialog, onClose, onBulkDone }: CustomerDialogsProps) {
  const { t } = useTranslation();
  const change = useChangeCustomer();
  const bulk = useLockCustomers();
  const history = useCustomerHistory(dialog?.kind === 'history' ? dialog.phone : null);

  const single = async (values: ReasonValues, row?: CustomerBlock) => {
    const action = row?.status === 'locked' ? 'open' : 'lock';
    const phone = row?.phone ?? values.phone ?? '';
    const item = await change.mutateAsync({
      action,
      phone,
      reason: values.reason,
      reasonText: values.reasonText,
      ...(row && { version: row.version }),
    });
    notifySuccess(
      t(`blocklists.messages.${action === 'lock' ? 'locked' : 'opened'}`, { target: item.phone }),
    );
  };

  const many = async (values: ReasonValues, rows: CustomerBlock[]) => {
    const { locked, failed } = await bulk.mutateAsync({ rows, ...values });
    onBulkDone();
    if (failed.length === 0) {
      notifySuccess(t('blocklists.messages.bulk_locked', { count: locked.length }));
    } else {
      const list = failed.map((f) => `${f.name} (${f.why})`).join(', ');
      const done = t('blocklists.messages.bulk_locked', { count: locked.length });
      notifyError(`${t('blocklists.messages.bulk_failed', { list })}. ${done}`);
    }
  };

  const reasonOpen = dialog !== null && dialog.kind !== 'history';
  const reasonOpened = useOpenedOnce(reasonOpen);
  const historyOpened = useOpenedOnce(dialog?.kind === 'history');
  const title = () => {
    if (dialog?.kind === 'new') return t('blocklists.titles.lock_phone');
    if (dialog?.kind === 'bulk')
      return t('blocklists.titles.lock_selected', { count: dialog.rows.length });
    if (dialog?.kind === 'change') {
      const key = dialog.row.status === 'locked' ? 'open_customer' : 'lock_customer';
      return t(`blocklists.titles.${key}`, { phone: dialog.row.phone });
    }
    return '';
  };

  return (
    <>
      {reasonOpened && (
        <ReasonModal
          open={reasonOpen}
          title={title()}
          action={dialog?.kind === 'change' && dialog.row.status === 'locked' ? 'open' : 'lock'}
          askPhone={dialog?.kind === 'new'}
          onClose={onClose}
          onSubmit={(values) =>
            dialog?.kind === 'bulk'
              ? many(values, dialog.rows)
              : single(values, dialog?.kind === 'change' ? dialog.row : undefined)
          }
        />
      )}
      {historyOpened && (
        <HistoryDrawer
          open={dialog?.kind === 'history'}
          title={t('blocklists.titles.customer_history', {
            phone: dialog?.kind === 'history' ? dialog.phone : '',
          })}
          onClose={onClose}
          history={history}
          onRetry={() => void history.refetch()}
        />
      )}
    </>
  );
}
