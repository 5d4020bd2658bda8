import type { BlockHistoryEntry } from '@console/contract/schemas/blocklists';
import { Drawer, Empty, Spin, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useDateTime } from '../../../lib/format/use-date-time';
import { usePhone } from '../../../lib/hooks/use-phone';

interface HistoryDrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  history: { data?: { list: BlockHistoryEntry[] }; isPending: boolean; isError: boolean };
  onRetry: () => void;
}

/** Who locked or opened what, when, from which status to which, and why: newest first. */
export function HistoryDrawer({ title, open, onClose, history, onRetry }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const phone = usePhone();
  const body = () => {
    if (history.isError) return <LoadError onRetry={onRetry} />;
    if (history.isPending) return <Spin />;
    const list = history.data?.list ?? [];
    if (list.length === 0) return <Empty description={t('blocklists.messages.history_empty')} />;
    return (
      <Timeline
        items={list.map((h, i) => ({
          key: `${h.at}-${i}`,
          color: h.to === 'locked' ? 'red' : 'green',
          children: (
            <>
              <Typography.Text strong>
                {t(`blocklists.history_actions.${h.action}`)}
                {h.terminalCode && ` · ${h.terminalCode}`}
              </Typography.Text>
              <br />
              {h.actorName} · {formatTime(h.at)}
              <br />
              <Typography.Text type="secondary">
                {t(`blocklists.statuses.${h.from}`)} → {t(`blocklists.statuses.${h.to}`)}
              </Typography.Text>
              <br />
              {t('blocklists.fields.reason.label')}: {t(`blocklists.reasons.${h.reason}`)}
              {h.reasonText && ` — ${h.reasonText}`}
            </>
          ),
        }))}
      />
    );
  };
  return (
    <Drawer title={title} open={open} onClose={onClose} size={phone ? 340 : 480} destroyOnHidden>
      {body()}
    </Drawer>
  );
}
