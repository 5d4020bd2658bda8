import type { CampaignWithHistory } from '../api/get-campaign';
import { Empty, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useExtendValue } from './pending-revision';
import { SecondaryText } from '../../../components/secondary-text';

/** Who did what to the campaign, newest first: the machine's history rows. */
export function CampaignHistory({ history }: Pick<CampaignWithHistory, 'history'>) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const valueOf = useExtendValue();
  if (history.length === 0) return <Empty description={t('campaigns.messages.history_empty')} />;
  return (
    <Timeline
      items={history.map((h, i) => {
        const changed = Array.isArray(h.details.changed) ? (h.details.changed as string[]) : [];
        // Extensions and syncs keep the old and new values beside the names of what changed.
        const from = (h.details.from ?? null) as Record<string, unknown> | null;
        const to = (h.details.to ?? null) as Record<string, unknown> | null;
        const added = typeof h.details.added === 'number' ? h.details.added : null;
        const actor = h.actorName === 'system' ? t('campaigns.messages.by_clock') : h.actorName;
        return {
          key: `${h.at}-${i}`,
          children: (
            <>
              <strong>{t(`campaigns.actions.${h.action}`)}</strong> · {actor} · {formatTime(h.at)}
              <br />
              <SecondaryText>
                {t(`campaigns.states.${h.from}`)} → {t(`campaigns.states.${h.to}`)}
              </SecondaryText>
              {h.reason && (
                <>
                  <br />
                  {t('campaigns.fields.reason.label')}: {h.reason}
                </>
              )}
              {changed.length > 0 && from && to
                ? changed.map((f) => (
                    <span key={f}>
                      <br />
                      {t('campaigns.messages.change_from_to', {
                        field: t(`campaigns.fields.${f}.label`),
                        from: valueOf(f, from[f]),
                        to: valueOf(f, to[f]),
                      })}
                    </span>
                  ))
                : changed.length > 0 && (
                    <>
                      <br />
                      {t('campaigns.messages.changed_fields', {
                        fields: changed.map((f) => t(`campaigns.fields.${f}.label`)).join(', '),
                      })}
                    </>
                  )}
              {added !== null && (
                <>
                  <br />
                  {t('campaigns.messages.terminals_added', { count: added })}
                </>
              )}
            </>
          ),
        };
      })}
    />
  );
}
