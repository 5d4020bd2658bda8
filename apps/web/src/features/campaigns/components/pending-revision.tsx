import type { CampaignRevision, ExtendField } from '@console/contract/schemas/campaigns';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { SecondaryText } from '../../../components/secondary-text';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useNumbers } from '../../../lib/format/use-numbers';

/** One value of an extension as people read it: a time, đồng, or a count. */
export function useExtendValue() {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const numbers = useNumbers();
  return (field: string, value: unknown) => {
    if (value === null || value === undefined) return t('campaigns.messages.no_limit');
    if (field === 'endTime') return formatTime(String(value));
    return typeof value === 'number' ? numbers.count(value) : String(value);
  };
}

/** The extension waiting for a manager: each value it moves, from → to, who asked and why. */
export function PendingRevision({ revision }: { revision: CampaignRevision }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const valueOf = useExtendValue();
  const fields = (Object.keys(revision.changes) as ExtendField[]).filter(
    (f) => revision.changes[f] !== undefined,
  );
  return (
    <>
      <Descriptions
        column={1}
        size="small"
        items={fields.map((field) => ({
          key: field,
          label: t(`campaigns.fields.${field}.label`),
          children: `${valueOf(field, revision.previous[field])} → ${valueOf(field, revision.changes[field])}`,
        }))}
      />
      <div style={{ marginTop: 8 }}>
        <SecondaryText>
          {t('campaigns.messages.extension_requested', {
            name: revision.requestedBy,
            at: formatTime(revision.requestedAt),
          })}
          {' · '}
          {t('campaigns.fields.reason.label')}: {revision.reason}
        </SecondaryText>
      </div>
    </>
  );
}
