import type { MerterStatus } from '@console/contract/machines/merter';
import { Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/use-can';
import { useConfirm } from '../../../lib/use-confirm';

interface StatusSwitchProps {
  status: MerterStatus;
  /** Who or what it opens and locks (a terminal code, a phone), for the switch's name. */
  name: string;
  busy: boolean;
  /** The question asked before it changes: to open (true) or to lock (false). */
  question: (open: boolean) => string;
  onChange: (open: boolean) => void;
}

/** The open/locked switch of a campaign's terminal or customer; it asks before it changes. */
export function StatusSwitch({ status, name, busy, question, onChange }: StatusSwitchProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const canWrite = useCan('merter.write');
  const toggle = async (open: boolean) => {
    const sure = await confirm({
      title: question(open),
      okText: t(open ? 'merter.actions.open' : 'merter.actions.lock'),
      danger: !open,
    });
    if (sure) onChange(open);
  };
  return (
    <Space>
      <Switch
        checked={status === 'open'}
        disabled={!canWrite}
        loading={busy}
        aria-label={`${t('merter.fields.open')} ${name}`}
        onChange={(open) => void toggle(open)}
      />
      <span>{t(`merter.statuses.${status}`)}</span>
    </Space>
  );
}
